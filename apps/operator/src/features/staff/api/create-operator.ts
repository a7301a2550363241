import { useState } from 'react';
import type { OperatorAccountList, OperatorCreateBody } from '@app/contract';
import { OperatorApiError, operatorCall } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/messages.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const createOperator = (body: OperatorCreateBody) => operatorCall('operatorCreate', body);

/**
 * Creates an account. Not a TanStack mutation: the query client shows every failed mutation in the
 * message dialog, and a refusal (400: a taken username, a password against the rules) belongs next to
 * the form instead. Anything else (no answer, 5xx) still goes to the dialog.
 */
export function useCreateOperator() {
  const setList = useSetOperatorAccounts();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const create = async (body: OperatorCreateBody): Promise<OperatorAccountList | null> => {
    setPending(true);
    setRefusal(null);
    try {
      const list = await createOperator(body);
      setList(list);
      return list;
    } catch (error) {
      if (error instanceof OperatorApiError && error.status === 400 && error.body) {
        const { message } = error.body;
        setRefusal(Array.isArray(message) ? message : [message]);
      } else showError(error);
      return null;
    } finally {
      setPending(false);
    }
  };

  return { create, pending, refusal, clearRefusal: () => setRefusal(null) };
}
