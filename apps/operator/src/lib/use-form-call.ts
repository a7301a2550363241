import { useState } from 'react';
import { OperatorApiError } from './api-client.ts';
import { showError } from './messages.ts';

/**
 * A form's call to the server. Not a TanStack mutation: the query client shows every failed mutation
 * in the message dialog, and a refusal (400: the rules the form broke, in the server's sentences)
 * belongs next to the form instead. Anything else (no answer, 5xx) still goes to the dialog.
 * `submit` answers the call's result, or null when it failed; `onDone` takes the answer first.
 * `besideForm`: the statuses that are refusals of this form (a desk may add 404 and 409).
 */
export function useFormCall<B, R>(call: (body: B) => Promise<R>, onDone: (answer: R) => void, besideForm: readonly number[] = [400]) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const submit = async (body: B): Promise<R | null> => {
    setPending(true);
    setRefusal(null);
    try {
      const answer = await call(body);
      onDone(answer);
      return answer;
    } catch (error) {
      if (error instanceof OperatorApiError && besideForm.includes(error.status) && error.body) {
        const { message } = error.body;
        setRefusal(Array.isArray(message) ? message : [message]);
      } else showError(error);
      return null;
    } finally {
      setPending(false);
    }
  };

  return { submit, pending, refusal, clearRefusal: () => setRefusal(null) };
}
