import { z } from 'zod';
import { body, text } from './fields.ts';
import { OPERATOR_ROLES } from './operator-permissions.ts';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN } from './operator-routes.ts';

/**
 * Operator accounts kept by an admin in the console (issue 10, "Nhân viên"): the list, a new account
 * with the password the admin gives it, a role change, disable and enable, a new password, and
 * two-factor sign-in turned off for a lost phone. Every change answers with the whole list.
 */

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

const isoTime = z.string();

export const OperatorAccount = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** 'disabled': refused at sign-in and on the very next call of any open console. */
  status: z.enum(OPERATOR_STATUSES),
  /** Two-factor sign-in is on. */
  twoFactor: z.boolean(),
  lastLoginAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;

/** Oldest first: the first admin at the top. */
export const OperatorAccountList = z.object({ operators: z.array(OperatorAccount) });
export type OperatorAccountList = z.infer<typeof OperatorAccountList>;

const operatorId = text('Mã nhân viên', { min: 36, max: 36, pattern: /^[0-9a-f-]{36}$/i, patternMessage: 'Mã nhân viên không hợp lệ' });
const role = z.enum(OPERATOR_ROLES, { error: 'Vai trò không hợp lệ' });
/**
 * A new operator password, whoever sets it (an admin for another account, or the operator for their
 * own: "Đổi mật khẩu"); `label` names the field in the refusal. The server holds it to the rules of
 * every operator password too (it may not contain the username).
 */
export const operatorPassword = (label = 'Mật khẩu') => text(label, { min: OPERATOR_PASSWORD_MIN, max: OPERATOR_PASSWORD_MAX });
const password = operatorPassword();

export const OperatorCreateBody = body({
  username: text('Tên đăng nhập', {
    min: 3,
    max: 32,
    pattern: OPERATOR_USERNAME_PATTERN,
    patternMessage: 'Tên đăng nhập gồm 3–32 chữ thường, số hoặc . _ -, bắt đầu bằng chữ cái',
  }),
  displayName: text('Tên hiển thị', { min: 1, max: 64, pattern: /\S/, patternMessage: 'Tên hiển thị là bắt buộc' }),
  role,
  password,
});
export type OperatorCreateBody = z.infer<typeof OperatorCreateBody>;

export const OperatorSetRoleBody = body({ operatorId, role });
export type OperatorSetRoleBody = z.infer<typeof OperatorSetRoleBody>;

export const OperatorSetStatusBody = body({
  operatorId,
  status: z.enum(OPERATOR_STATUSES, { error: 'Trạng thái tài khoản không hợp lệ' }),
});
export type OperatorSetStatusBody = z.infer<typeof OperatorSetStatusBody>;

/** The admin's new password for the account: every session of that operator ends. */
export const OperatorResetPasswordBody = body({ operatorId, password });
export type OperatorResetPasswordBody = z.infer<typeof OperatorResetPasswordBody>;

/** Turns two-factor sign-in off (a lost phone): the operator enrols again after the next sign-in. */
export const OperatorRefBody = body({ operatorId });
export type OperatorRefBody = z.infer<typeof OperatorRefBody>;
