import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditAction } from '@app/contract';
import type { Database, OperatorRole } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function findOperatorByUsername(db: Executor, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findOperatorById(db: Executor, id: string) {
  return db.selectFrom('operators').select(['id', 'username', 'display_name', 'role', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Inserts the operator unless the username exists; true when this call created it. */
export async function insertOperatorIfAbsent(
  db: Executor,
  row: { id: string; username: string; displayName: string; passwordHash: string; role: OperatorRole },
): Promise<boolean> {
  const result = await db
    .insertInto('operators')
    .values({ id: row.id, username: row.username, display_name: row.displayName, password_hash: row.passwordHash, role: row.role })
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function stampOperatorLogin(db: Executor, id: string, at: Date) {
  return db.updateTable('operators').set({ last_login_at: at }).where('id', '=', id).execute();
}

export type AuditRecord = {
  operatorId: string | null;
  action: AuditAction;
  target?: { kind: string; id: string };
  details?: Record<string, string | number | boolean | null>;
  ip: string;
};

/** The only write to the audit log: it is appended to, never changed (the database refuses that too). */
export async function appendAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db
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

/** Newest first, `limit` rows with an id below `before`; member targets labelled with their username. */
export function auditRows(db: Executor, page: { limit: number; before?: number | undefined }) {
  let query = db
    .selectFrom('operator_audit_log as a')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .leftJoin('members as m', (join) => join.on('a.target_kind', '=', 'member').onRef('m.id', '=', 'a.target_id'))
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
      'm.username as member_username',
    ])
    .orderBy('a.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('a.id', '<', page.before);
  return query.execute();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose username starts with the text, whose nickname contains it, or whose phone number as
 * written (with its leading 0) contains the digits: '0912', '912345' and '000461' all find 0912000461.
 */
export function searchMembers(db: Executor, q: { text: string; phoneDigits: string | null }, limit: number) {
  const lowered = escapeLike(q.text.toLocaleLowerCase('vi'));
  return db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'phone', 'brand_id', 'status', 'created_at', 'last_login_at'])
    .where((eb) => {
      const matches = [eb('username', 'like', `${lowered}%`), eb('nickname_key', 'like', `%${lowered}%`)];
      if (q.phoneDigits) {
        const digits = escapeLike(q.phoneDigits);
        matches.push(eb(sql<string>`'0' || cast(${sql.ref('phone')} as text)`, 'like', `%${digits}%`));
      }
      return eb.or(matches);
    })
    .orderBy('username')
    .limit(limit)
    .execute();
}
