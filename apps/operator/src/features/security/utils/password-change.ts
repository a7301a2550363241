import type { OperatorPasswordChangeBody } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { passwordProblem } from '../../staff/utils/password-rules.ts';

/** What the operator typed in "Đổi mật khẩu" (the code only when two-factor sign-in is on). */
export type PasswordChangeFields = { current: string; next: string; repeat: string; otp: string };

/**
 * What the server would refuse, said before anything is sent (empty: it may go): the current password
 * missing, the new one against the rules of every operator password (the "Nhân viên" form's own check),
 * the same as the current one, typed differently the second time, and with two-factor sign-in on, no
 * code. The server checks all of it again, and the current password and the code only it can.
 */
export function passwordChangeProblems(username: string, twoFactor: boolean, f: PasswordChangeFields): string[] {
  const s = t.security.password;
  const rule = passwordProblem(username, f.next);
  return [
    ...(f.current ? [] : [s.currentRequired]),
    ...(rule ? [rule] : f.current && f.next === f.current ? [s.same] : []),
    ...(f.repeat === f.next ? [] : [s.mismatch]),
    ...(twoFactor && !f.otp.trim() ? [s.otpRequired] : []),
  ];
}

/** The body as sent: the code trimmed, and only with two-factor sign-in on. */
export function passwordChangeBody(twoFactor: boolean, f: PasswordChangeFields): OperatorPasswordChangeBody {
  return { currentPassword: f.current, newPassword: f.next, ...(twoFactor ? { otp: f.otp.trim() } : {}) };
}
