import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { OPERATOR_ROLES } from '@app/contract';
import type { OperatorRole } from '../../db/types.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { anyOperatorExists } from './account-repository.ts';
import { appendAudit, insertOperatorIfAbsent } from './repository.ts';
import type { Database } from '../../db/database.ts';

/**
 * The rules of a new operator account. The username fits the console's login form (at most 32
 * characters, compared lower-case); the password is longer than a member's minimum, since an operator
 * account moves money, and at most what the login form accepts (128).
 */
export const OPERATOR_USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

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
const NewOperatorAccount = OperatorAccountFields.extend({ password }).refine((a) => !a.password.toLowerCase().includes(a.username), {
  error: 'Mật khẩu không được chứa tên đăng nhập',
  path: ['password'],
});

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
 * Creates an operator account and records it in the audit log, in one transaction. The actor is not
 * an operator (the first account has nobody to create it): `via` says where it came from.
 */
export async function createOperatorAccount(
  db: Database,
  input: OperatorAccountInput,
  via: { source: string },
): Promise<{ id: string; username: string; role: OperatorRole }> {
  const { username, displayName, password, role } = parse(NewOperatorAccount, input);
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (trx) => {
    if (!(await insertOperatorIfAbsent(trx, { id, username, displayName, passwordHash, role }))) {
      throw new OperatorAccountError([`Tên đăng nhập ${username} đã tồn tại`]);
    }
    await appendAudit(trx, {
      operatorId: null,
      action: 'operator.create',
      target: { kind: 'operator', id },
      details: { username, role, via: via.source },
      ip: via.source,
    });
  });
  return { id, username, role };
}
