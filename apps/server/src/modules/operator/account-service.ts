import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, OPERATOR_USERNAME_PATTERN } from '@app/contract';
import type { OperatorRole } from '../../db/types.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { anyOperatorExists } from './account-repository.ts';
import { appendAudit, insertOperatorIfAbsent } from './repository.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from './service.ts';

/**
 * The rules of an operator account, whether it comes from the command line or the console's "Nhân viên"
 * page (the contract holds the console to the same bounds: OPERATOR_USERNAME_PATTERN and the password's
 * length). The username fits the console's login form (at most 32 characters, compared lower-case); the
 * password is longer than a member's minimum, since an operator account moves money, and at most what
 * the login form accepts (128).
 */
export { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN };

const username = z
  .string()
  .transform((u) => u.trim().toLowerCase())
  .pipe(z.string().regex(OPERATOR_USERNAME_PATTERN, 'Tên đăng nhập gồm 3–32 chữ thường, số hoặc . _ -, bắt đầu bằng chữ cái'));
const displayName = z.string().trim().min(1, 'Tên hiển thị là bắt buộc').max(64, 'Tên hiển thị tối đa 64 ký tự');
const password = z
  .string()
  .min(OPERATOR_PASSWORD_MIN, `Mật khẩu phải có ít nhất ${OPERATOR_PASSWORD_MIN} ký tự`)
  .max(OPERATOR_PASSWORD_MAX, `Mật khẩu tối đa ${OPERATOR_PASSWORD_MAX} ký tự`);
const role = z.enum(OPERATOR_ROLES, { error: `Vai trò phải là một trong: ${OPERATOR_ROLES.join(', ')}` });

/** Everything but the password: checked before anyone is asked to type one. */
const OperatorAccountFields = z.object({ username, displayName, role });
const passwordOf = <T extends z.ZodType<{ username: string; password: string }>>(schema: T) =>
  schema.refine((a) => !a.password.toLowerCase().includes(a.username), { error: 'Mật khẩu không được chứa tên đăng nhập', path: ['password'] });
const NewOperatorAccount = passwordOf(OperatorAccountFields.extend({ password }));
// The username of an account that exists already: as stored, whatever rules were in force when it was made.
const NewPassword = passwordOf(z.object({ username: z.string(), password }));

/** What a caller hands in (from a command line or a form): checked here, whatever its source. */
export type OperatorAccountInput = { username: string; displayName: string; role: string; password: string };

/** A refusal to show as it is (Vietnamese sentences), as opposed to a failure of the database. */
export class OperatorAccountError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

/** Whether the console has any account yet: without one, nobody can sign in to it. */
export function hasOperatorAccounts(db: Database): Promise<boolean> {
  return anyOperatorExists(db);
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new OperatorAccountError([...new Set(parsed.error.issues.map((i) => i.message))]);
  return parsed.data;
}

/** Throws OperatorAccountError when the username, display name or role break the rules. */
export function checkOperatorAccountFields(fields: Omit<OperatorAccountInput, 'password'>): void {
  parse(OperatorAccountFields, fields);
}

/**
 * Throws OperatorAccountError when `password` breaks the rules for this account (a new password an
 * admin sets, or the operator's own); answers it as checked.
 */
export function checkNewOperatorPassword(username: string, password: string): string {
  return parse(NewPassword, { username, password }).password;
}

/** checkNewOperatorPassword, then the argon2id hash to store. */
export async function hashNewOperatorPassword(username: string, password: string): Promise<string> {
  return hashPassword(checkNewOperatorPassword(username, password));
}

/**
 * Creates an operator account and records it in the audit log, in one transaction. `via` says where it
 * came from: the command line has no operator as its actor (the first account has nobody to create
 * it); the console's "Nhân viên" page has the admin, who is the audit row's actor.
 */
export async function createOperatorAccount(
  db: Database,
  input: OperatorAccountInput,
  via: { source: string; actor?: Actor },
): Promise<{ id: string; username: string; role: OperatorRole }> {
  const { username, displayName, password, role } = parse(NewOperatorAccount, input);
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (trx) => {
    if (!(await insertOperatorIfAbsent(trx, { id, username, displayName, passwordHash, role }))) {
      throw new OperatorAccountError([`Tên đăng nhập ${username} đã tồn tại`]);
    }
    await appendAudit(trx, {
      operatorId: via.actor?.operator.id ?? null,
      action: 'operator.create',
      target: { kind: 'operator', id },
      details: { username, role, via: via.source },
      ip: via.actor?.ip ?? via.source,
    });
  });
  return { id, username, role };
}
