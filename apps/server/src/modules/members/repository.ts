import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NewMember } from '../../db/types.ts';

/** Kysely only (house style): the members table, which this module owns. */
export function findMemberByUsername(db: Database, username: string) {
  return db.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findMemberById(db: Database, id: string) {
  return db.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of the given values are already taken by some member. */
export async function takenAccountFields(
  db: Database,
  fields: { username?: string | undefined; nicknameKey?: string | undefined; phone?: number | undefined },
) {
  const [username, nickname, phone] = await Promise.all([
    fields.username === undefined
      ? undefined
      : db.db.selectFrom('members').select('id').where('username', '=', fields.username).executeTakeFirst(),
    fields.nicknameKey === undefined
      ? undefined
      : db.db.selectFrom('members').select('id').where('nickname_key', '=', fields.nicknameKey).executeTakeFirst(),
    fields.phone === undefined
      ? undefined
      : db.db.selectFrom('members').select('id').where('phone', '=', fields.phone).executeTakeFirst(),
  ]);
  return {
    username: fields.username === undefined ? undefined : username !== undefined,
    nickname: fields.nicknameKey === undefined ? undefined : nickname !== undefined,
    phone: fields.phone === undefined ? undefined : phone !== undefined,
  };
}

export function insertMember(db: Database, member: NewMember) {
  return db.db.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
}

/** Moves the last login into previous_login_at and stamps this one; returns the previous time. */
export async function recordLogin(db: Database, memberId: string, at: Date) {
  const row = await db.db
    .updateTable('members')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
    .where('id', '=', memberId)
    .returning(['previous_login_at'])
    .executeTakeFirstOrThrow();
  return row.previous_login_at;
}

/**
 * Stores a fresh hash of the member's password (after a login with a hash of an older scheme or
 * cost), only while the stored hash is still the one just verified: a password changed in between is
 * never put back.
 */
export async function replacePasswordHash(db: Database, id: string, verified: string, fresh: string): Promise<void> {
  await db.db.updateTable('members').set({ password_hash: fresh }).where('id', '=', id).where('password_hash', '=', verified).execute();
}

/**
 * Sets the account status unless it already is that: true when this call changed it. One conditional
 * update, so of two operators locking at once exactly one changes it (the other waits for the row).
 */
export async function setMemberStatus(db: Database, memberId: string, status: 'active' | 'locked'): Promise<boolean> {
  const row = await db.db
    .updateTable('members')
    .set({ status })
    .where('id', '=', memberId)
    .where('status', '<>', status)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Serialises a member's own money requests and protection changes (the open-deposit and card counts,
 * a duplicate key sent twice at once, a limit changed while a deposit is counted): the second waits
 * for the first to commit and then sees what it wrote. Taken first, before any ledger account, and as
 * FOR NO KEY UPDATE: the foreign-key checks of a transfer's ledger rows (FOR KEY SHARE on this row)
 * never wait behind it, so a withdrawal and a transfer cannot deadlock.
 */
export async function lockMember(db: Database, memberId: string): Promise<void> {
  db.assertTransaction();
  await db.db.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

/** When this session began: the last login (registration signs in too), or the account's creation. */
export async function sessionStart(db: Database, memberId: string): Promise<Date> {
  const row = await db.db.selectFrom('members').select(['last_login_at', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return new Date(row.last_login_at ?? row.created_at);
}

/** Usernames and nicknames of the given members, by id (the console labels audit and review rows with them). */
export async function memberNames(db: Database, ids: readonly string[]): Promise<Map<string, { username: string; nickname: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.db.selectFrom('members').select(['id', 'username', 'nickname']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, { username: r.username, nickname: r.nickname }]));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose username starts with the text, whose nickname contains it, or whose phone number as
 * written (with its leading 0) contains the digits: '0912', '912345' and '000461' all find 0912000461.
 */
export function searchMembers(db: Database, q: { text: string; phoneDigits: string | null }, limit: number) {
  const lowered = escapeLike(q.text.toLocaleLowerCase('vi'));
  return db.db
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

/** How many members registered since `since` (the console's dashboard). */
export async function registrationsSince(db: Database, since: Date): Promise<number> {
  const row = await db.db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}
