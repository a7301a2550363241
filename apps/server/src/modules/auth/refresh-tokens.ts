import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from './repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Every refused refresh reads the same: the client ends the session whatever the cause. */
export const REFRESH_REFUSED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

/**
 * D5: opaque, single-use refresh tokens in families. Each refresh uses up the presented token and
 * issues its successor in the same family; presenting a used token again revokes the whole family
 * (OAuth 2.0 Security BCP §4.14), so a stolen token dies as soon as either party uses it twice.
 */
export function createRefreshTokens(opts: { db: Kysely<Database>; ttlSeconds: number; now?: () => number }) {
  const now = opts.now ?? Date.now;

  async function issue(db: Kysely<Database>, memberId: string, familyId: string = randomUUID()) {
    const token = randomBytes(32).toString('base64url');
    await insertRefreshToken(db, {
      id: randomUUID(),
      familyId,
      memberId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now() + opts.ttlSeconds * 1000),
    });
    return { token, familyId };
  }

  /** Uses up `token`; answers the member and the successor, or a 400 for unknown/expired/revoked/reused. */
  async function rotate(token: string) {
    const outcome = await opts.db.transaction().execute(async (trx) => {
      const row = await lockRefreshTokenByHash(trx, hashToken(token));
      if (!row) return { kind: 'invalid' as const };
      const at = new Date(now());
      if (row.used_at || row.revoked_at) {
        await revokeRefreshFamily(trx, row.family_id, at);
        return { kind: 'reused' as const };
      }
      if (new Date(row.expires_at).getTime() <= at.getTime()) return { kind: 'invalid' as const };
      await markRefreshTokenUsed(trx, row.id, at);
      const next = await issue(trx as unknown as Kysely<Database>, row.member_id, row.family_id);
      return { kind: 'ok' as const, memberId: row.member_id, ...next };
    });
    if (outcome.kind !== 'ok') throw new HttpError(400, REFRESH_REFUSED);
    return outcome;
  }

  async function revokeFamilyOf(token: string) {
    const row = await opts.db
      .selectFrom('refresh_tokens')
      .select(['family_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row) await revokeRefreshFamily(opts.db, row.family_id, new Date(now()));
  }

  return { issue: (memberId: string) => issue(opts.db, memberId), rotate, revokeFamilyOf };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
