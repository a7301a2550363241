import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** A launch URL works once, for 60 s, for one member and one game; only its hash is stored. */
export const LAUNCH_TOKEN_TTL_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueLaunchToken(db: Database, t: { memberId: string; gameId: string; nickname: string; now: number }) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(t.now + LAUNCH_TOKEN_TTL_MS);
  await db.db
    .insertInto('game_launch_tokens')
    .values({ token_hash: hashOf(token), member_id: t.memberId, game_id: t.gameId, nickname: t.nickname, expires_at: expiresAt, created_at: new Date(t.now) })
    .execute();
  return { token, expiresAt };
}

/** Spends the token: one statement, so two presentations at once cannot both succeed. */
export async function consumeLaunchToken(db: Database, token: string, now: number) {
  const row = await db.db
    .updateTable('game_launch_tokens')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning(['member_id', 'game_id', 'nickname'])
    .executeTakeFirst();
  return row ? { memberId: row.member_id, gameId: row.game_id, nickname: row.nickname } : null;
}

/** Spent and expired tokens are of no use to anyone after a day. */
export async function purgeLaunchTokens(db: Database, now: number): Promise<void> {
  await db.db.deleteFrom('game_launch_tokens').where('expires_at', '<', sql<Date>`${new Date(now - 86_400_000)}`).execute();
}
