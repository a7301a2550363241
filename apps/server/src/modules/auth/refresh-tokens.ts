import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { HttpError } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import {
  findRefreshFamilyByHash,
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRefreshTokenUsed,
  revokeMemberRefreshFamilies,
  revokeRefreshFamily,
} from './repository.ts';
import { openSuccessor, sealSuccessor } from './refresh-successor.ts';
import type { SessionRevocation } from './session-revocation.ts';
import { REFRESH_REFUSED } from '../../messages/auth.ts';
import type { Database } from '../../db/database.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a used refresh token may be presented again and get the successor it was already given
 * (the reuse interval of Auth0 and Okta): two tabs of one browser refreshing at once must not end
 * the session they share. Past it, a second use is theft and revokes the family.
 */
export const REFRESH_REUSE_LEEWAY_MS = 10_000;


/**
 * D5: opaque, single-use refresh tokens in families. Each refresh uses up the presented token and
 * issues its successor in the same family; presenting a used token again revokes the whole family
 * (OAuth 2.0 Security BCP §4.14), so a stolen token dies as soon as either party uses it twice —
 * except within the reuse leeway, where it gets the same successor back.
 */
export function createRefreshTokens(opts: {
  db: Database;
  kv: KvStore;
  revocation: SessionRevocation;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const successorKey = (presentedHash: string) => `refresh-successor:${presentedHash}`;

  async function issue(db: Database, memberId: string, familyId: string = randomUUID()) {
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
    const presentedHash = hashToken(token);
    const outcome = await opts.db.transaction(async (trx) => {
      const row = await lockRefreshTokenByHash(trx, presentedHash);
      if (!row) return { kind: 'invalid' as const };
      const at = new Date(now());
      if (row.revoked_at) return { kind: 'invalid' as const };
      if (row.used_at) {
        const withinLeeway = at.getTime() - new Date(row.used_at).getTime() <= REFRESH_REUSE_LEEWAY_MS;
        const sealed = withinLeeway ? await opts.kv.get(successorKey(presentedHash)) : null;
        const successor = sealed === null ? null : openSuccessor(token, sealed);
        if (successor) return { kind: 'ok' as const, memberId: row.member_id, familyId: row.family_id, token: successor };
        await revokeRefreshFamily(trx, row.family_id, at);
        return { kind: 'reused' as const, familyId: row.family_id };
      }
      if (new Date(row.expires_at).getTime() <= at.getTime()) return { kind: 'invalid' as const };
      await markRefreshTokenUsed(trx, row.id, at);
      const next = await issue(trx, row.member_id, row.family_id);
      // Written before the commit, so a second tab waiting on this row's lock finds it.
      await opts.kv.set(successorKey(presentedHash), sealSuccessor(token, next.token), REFRESH_REUSE_LEEWAY_MS);
      return { kind: 'ok' as const, memberId: row.member_id, ...next };
    });
    if (outcome.kind === 'reused') await opts.revocation.revoke([outcome.familyId]);
    if (outcome.kind !== 'ok') throw new HttpError(400, REFRESH_REFUSED);
    // A logout racing this refresh marks the family revoked in the shared store before it revokes the
    // family's rows, and may have done so after this transaction read them: checked once committed, so
    // the successor is either refused here or already in the rows the logout revokes.
    if (await opts.revocation.isRevoked(outcome.familyId)) throw new HttpError(400, REFRESH_REFUSED);
    return outcome;
  }

  /** Ends the session `token` belongs to: its refresh family and, at once, its access tokens. */
  async function revokeFamilyOf(token: string) {
    const row = await findRefreshFamilyByHash(opts.db, hashToken(token));
    if (!row) return;
    await opts.revocation.revoke([row.family_id]);
    await revokeRefreshFamily(opts.db, row.family_id, new Date(now()));
  }

  /** Ends every session of the member, inside the caller's transaction (exclusion, account lock). */
  async function revokeMemberSessions(trx: Database, memberId: string, at: Date) {
    const families = await revokeMemberRefreshFamilies(trx, memberId, at);
    await opts.revocation.revoke(families);
  }

  return { issue: (memberId: string) => issue(opts.db, memberId), rotate, revokeFamilyOf, revokeMemberSessions };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
