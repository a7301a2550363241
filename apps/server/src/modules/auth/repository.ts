import type { Kysely, Transaction } from 'kysely';
import type { Database, NewMember } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function findMemberByUsername(db: Executor, username: string) {
  return db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findMemberById(db: Executor, id: string) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of the given values are already taken by some member. */
export async function takenAccountFields(
  db: Executor,
  fields: { username?: string | undefined; nicknameKey?: string | undefined; phone?: number | undefined },
) {
  const [username, nickname, phone] = await Promise.all([
    fields.username === undefined
      ? undefined
      : db.selectFrom('members').select('id').where('username', '=', fields.username).executeTakeFirst(),
    fields.nicknameKey === undefined
      ? undefined
      : db.selectFrom('members').select('id').where('nickname_key', '=', fields.nicknameKey).executeTakeFirst(),
    fields.phone === undefined
      ? undefined
      : db.selectFrom('members').select('id').where('phone', '=', fields.phone).executeTakeFirst(),
  ]);
  return {
    username: fields.username === undefined ? undefined : username !== undefined,
    nickname: fields.nicknameKey === undefined ? undefined : nickname !== undefined,
    phone: fields.phone === undefined ? undefined : phone !== undefined,
  };
}

export function insertMember(db: Executor, member: NewMember) {
  return db.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
}

/** Moves the last login into previous_login_at and stamps this one; returns the previous time. */
export async function recordLogin(db: Executor, memberId: string, at: Date) {
  const row = await db
    .updateTable('members')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
    .where('id', '=', memberId)
    .returning(['previous_login_at'])
    .executeTakeFirstOrThrow();
  return row.previous_login_at;
}

/**
 * Stores a fresh hash of a member's or operator's password (after a login with a hash of an older
 * scheme or cost), only while the stored hash is still the one just verified: a password changed in
 * between is never put back.
 */
export async function replacePasswordHash(db: Executor, table: 'members' | 'operators', id: string, verified: string, fresh: string): Promise<void> {
  await db.updateTable(table).set({ password_hash: fresh }).where('id', '=', id).where('password_hash', '=', verified).execute();
}

/**
 * Sets the account status unless it already is that: true when this call changed it. One conditional
 * update, so of two operators locking at once exactly one changes it (the other waits for the row).
 */
export async function setMemberStatus(db: Executor, memberId: string, status: 'active' | 'locked'): Promise<boolean> {
  const row = await db
    .updateTable('members')
    .set({ status })
    .where('id', '=', memberId)
    .where('status', '<>', status)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function insertRefreshToken(
  db: Executor,
  row: { id: string; familyId: string; memberId: string; tokenHash: string; expiresAt: Date },
) {
  return db
    .insertInto('refresh_tokens')
    .values({
      id: row.id,
      family_id: row.familyId,
      member_id: row.memberId,
      token_hash: row.tokenHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function lockRefreshTokenByHash(db: Transaction<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export function markRefreshTokenUsed(db: Executor, id: string, at: Date) {
  return db.updateTable('refresh_tokens').set({ used_at: at }).where('id', '=', id).execute();
}

/** Revokes every refresh-token family of the member that is still alive; answers their ids. */
export async function revokeMemberRefreshFamilies(db: Executor, memberId: string, at: Date): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((r) => r.family_id))];
}

export function findRefreshFamilyByHash(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select(['family_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function revokeRefreshFamily(db: Executor, familyId: string, at: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
