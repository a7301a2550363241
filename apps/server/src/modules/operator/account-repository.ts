import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OperatorRole, OperatorStatus } from '../../db/types.ts';

/** Whether any operator account exists (the first one is made from the command line, not the console). */
export async function anyOperatorExists(db: Database): Promise<boolean> {
  const row = await db.db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

const ACCOUNT_COLUMNS = ['id', 'username', 'display_name', 'role', 'status', 'totp_enabled_at', 'totp_pending_sealed', 'last_login_at', 'created_at'] as const;

/** Every operator account, oldest first. */
export function operatorAccountRows(db: Database) {
  return db.db.selectFrom('operators').select(ACCOUNT_COLUMNS).orderBy('created_at').orderBy('username').execute();
}

export type OperatorAccountRow = Awaited<ReturnType<typeof operatorAccountRows>>[number];

/**
 * The active admins, locked (in id order, so two changes never wait on each other crosswise): every
 * change of an account takes this first, so two admins demoting or disabling each other at once are
 * told one after the other, and the last active admin is never lost.
 */
export async function lockActiveAdmins(trx: Database): Promise<string[]> {
  trx.assertTransaction();
  const rows = await trx.db.selectFrom('operators').select('id').where('role', '=', 'admin').where('status', '=', 'active').orderBy('id').forUpdate().execute();
  return rows.map((r) => r.id);
}

/** The account to change, locked until the transaction ends; undefined for an unknown id. */
export function lockOperatorAccount(trx: Database, id: string) {
  trx.assertTransaction();
  return trx.db.selectFrom('operators').select(ACCOUNT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateOperatorRole(trx: Database, id: string, role: OperatorRole) {
  return trx.db.updateTable('operators').set({ role }).where('id', '=', id).execute();
}

/** Moves the session epoch on: every token issued before is refused from the next call (authenticate.ts). */
const nextEpoch = sql<number>`session_epoch + 1`;

/** A disable also ends every sign-in, so enabling the account again brings no old token back. */
export function updateOperatorStatus(trx: Database, id: string, status: OperatorStatus) {
  return trx.db
    .updateTable('operators')
    .set(status === 'disabled' ? { status, session_epoch: nextEpoch } : { status })
    .where('id', '=', id)
    .execute();
}

export function replaceOperatorPassword(trx: Database, id: string, passwordHash: string) {
  return trx.db.updateTable('operators').set({ password_hash: passwordHash, session_epoch: nextEpoch }).where('id', '=', id).execute();
}

/**
 * The operator's own new password, over the hash just verified only (a change that landed meanwhile
 * wins): every sign-in ends with the epoch. Answers the new epoch, or undefined when the hash had changed.
 */
export async function changeOwnOperatorPassword(db: Database, id: string, verified: string, passwordHash: string): Promise<number | undefined> {
  const row = await db.db
    .updateTable('operators')
    .set({ password_hash: passwordHash, session_epoch: nextEpoch })
    .where('id', '=', id)
    .where('password_hash', '=', verified)
    .where('status', '=', 'active')
    .returning('session_epoch')
    .executeTakeFirst();
  return row?.session_epoch;
}

/** Two-factor sign-in off: the secrets and the recovery codes go; the operator enrols again from the console. */
export async function clearOperatorTwoFactor(trx: Database, id: string): Promise<void> {
  await trx.db
    .updateTable('operators')
    .set({ totp_secret_sealed: null, totp_pending_sealed: null, totp_enabled_at: null, totp_last_step: null, session_epoch: nextEpoch })
    .where('id', '=', id)
    .execute();
  await trx.db.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
}
