import { sql } from 'kysely';
import type { AuditAction } from '@app/contract';
import type { OperatorRole } from '../../db/types.ts';
import type { Database } from '../../db/database.ts';


export function findOperatorByUsername(db: Database, username: string) {
  return db.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findOperatorById(db: Database, id: string) {
  return db.db.selectFrom('operators').select(['id', 'username', 'display_name', 'role', 'status', 'totp_enabled_at', 'session_epoch']).where('id', '=', id).executeTakeFirst();
}

/** The account's password hash and two-factor state: what the operator's own password change checks. */
export function findOperatorCredentials(db: Database, id: string) {
  return db.db.selectFrom('operators').select(['id', 'username', 'display_name', 'role', 'password_hash', 'totp_enabled_at']).where('id', '=', id).executeTakeFirst();
}

/** Operators by id, for the names shown beside what they did. */
export async function operatorNames(db: Database, ids: readonly string[]): Promise<Map<string, { username: string; displayName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.db.selectFrom('operators').select(['id', 'username', 'display_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, { username: r.username, displayName: r.display_name }]));
}

/** Inserts the operator unless the username exists; true when this call created it. */
export async function insertOperatorIfAbsent(
  db: Database,
  row: { id: string; username: string; displayName: string; passwordHash: string; role: OperatorRole },
): Promise<boolean> {
  const result = await db.db
    .insertInto('operators')
    .values({ id: row.id, username: row.username, display_name: row.displayName, password_hash: row.passwordHash, role: row.role })
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A fresh hash of the operator's password after a login with an older scheme, only over the hash just verified. */
export async function replacePasswordHash(db: Database, id: string, verified: string, fresh: string): Promise<void> {
  await db.db.updateTable('operators').set({ password_hash: fresh }).where('id', '=', id).where('password_hash', '=', verified).execute();
}

export function stampOperatorLogin(db: Database, id: string, at: Date) {
  return db.db.updateTable('operators').set({ last_login_at: at }).where('id', '=', id).execute();
}

export type AuditRecord = {
  operatorId: string | null;
  action: AuditAction;
  target?: { kind: string; id: string };
  details?: Record<string, string | number | boolean | null>;
  ip: string;
};

/** The only write to the audit log: it is appended to, never changed (the database refuses that too). */
export async function appendAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.db
    .insertInto('operator_audit_log')
    .values({
      operator_id: record.operatorId,
      action: record.action,
      target_kind: record.target?.kind ?? null,
      target_id: record.target?.id ?? null,
      // Cast from text on the server: PGlite and pg would otherwise serialise a jsonb parameter differently.
      details: sql<string>`cast(${JSON.stringify(record.details ?? {})} as jsonb)`,
      ip: record.ip,
    })
    .execute();
}

/** Newest first, `limit` rows with an id below `before` (the service labels member targets with their usernames). */
export function auditRows(db: Database, page: { limit: number; before?: number | undefined }) {
  let query = db.db
    .selectFrom('operator_audit_log as a')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .select([
      'a.id',
      'a.created_at',
      'a.action',
      'a.target_kind',
      'a.target_id',
      'a.details',
      'a.ip',
      'o.id as operator_id',
      'o.username as operator_username',
      'o.display_name as operator_display_name',
    ])
    .orderBy('a.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('a.id', '<', page.before);
  return query.execute();
}
