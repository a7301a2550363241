import type { MemberLoginOutcome } from '@app/contract';
import type { Database } from '../../db/database.ts';

/** Kysely only (house style): the refresh_tokens table, which this module owns. */
export function insertRefreshToken(
  db: Database,
  row: { id: string; familyId: string; memberId: string; tokenHash: string; expiresAt: Date },
) {
  return db.db
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

export function lockRefreshTokenByHash(db: Database, tokenHash: string) {
  db.assertTransaction();
  return db.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export function markRefreshTokenUsed(db: Database, id: string, at: Date) {
  return db.db.updateTable('refresh_tokens').set({ used_at: at }).where('id', '=', id).execute();
}

/** Revokes every refresh-token family of the member that is still alive; answers their ids. */
export async function revokeMemberRefreshFamilies(db: Database, memberId: string, at: Date): Promise<string[]> {
  const rows = await db.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((r) => r.family_id))];
}

export function findRefreshFamilyByHash(db: Database, tokenHash: string) {
  return db.db.selectFrom('refresh_tokens').select(['family_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function revokeRefreshFamily(db: Database, familyId: string, at: Date) {
  return db.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The member_logins table, which this module owns too: one row per login attempt for a known member. */
export function insertMemberLogin(
  db: Database,
  row: { memberId: string; ip: string; userAgent: string | null; outcome: MemberLoginOutcome; at: Date },
) {
  return db.db
    .insertInto('member_logins')
    .values({ member_id: row.memberId, ip: row.ip, user_agent: row.userAgent, outcome: row.outcome, created_at: row.at })
    .execute();
}

/** The member's latest attempts, newest first. */
export function latestMemberLogins(db: Database, memberId: string, limit: number) {
  return db.db
    .selectFrom('member_logins')
    .select(['created_at', 'ip', 'user_agent', 'outcome'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
