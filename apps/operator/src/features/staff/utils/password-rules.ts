import { OPERATOR_PASSWORD_MIN } from '@app/contract/operator-routes';
import { t } from '../../../lib/i18n.ts';

/**
 * What the server would refuse in an operator password (at least 12 characters, not holding the
 * username; the field itself stops at 128), said before it is sent; null when it may go. The server
 * checks again, whatever this says.
 */
export function passwordProblem(username: string, password: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN) return t.staff.passwordTooShort(OPERATOR_PASSWORD_MIN);
  if (username && password.toLowerCase().includes(username.toLowerCase())) return t.staff.passwordHasUsername;
  return null;
}
