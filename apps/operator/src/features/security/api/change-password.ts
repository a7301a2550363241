import type { OperatorPasswordChangeBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';

export const changePassword = (body: OperatorPasswordChangeBody) => operatorCall('passwordChange', body);

/**
 * The operator's own new password. The answer is a new sign-in for this tab, which the session takes:
 * the server ended every other one (this tab's old token too). A refusal (a wrong current password or
 * code, a password against the rules, too many tries) shows beside the form.
 */
export function useChangePassword() {
  const { submit, ...rest } = useFormCall(changePassword, (answer) => session.start(answer), [400, 429]);
  return { change: submit, ...rest };
}
