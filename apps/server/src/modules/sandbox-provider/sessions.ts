import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_PLAY_PATH } from '@app/contract/sandbox-provider';
import type { Database } from '../../db/database.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/errors.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { engineGameName } from './engines.ts';
import { fairnessState } from './fairness.ts';
import { PlatformUnreachableError, type PlatformClient } from './platform-client.ts';
import * as repo from './repository.ts';

/** How long the provider keeps a launch it was told of (the platform's token itself lives 60 s). */
const LAUNCH_TTL_MS = 10 * 60_000;
export const GAME_SESSION_TTL_MS = 2 * 60 * 60_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The platform announces a launch: the player's wallet is made if missing, the launch remembered by its
 * token's hash (with the engine that plays the game), and the game page's URL returned.
 */
export async function launch(db: Database, body: { playerId: string; nickname: string; gameId: string; engine: string; launchToken: string }, now: number) {
  if (!engineGameName(body.engine)) throw badRequest(M.unknownEngine);
  await repo.ensureWallet(db, body.playerId, body.nickname);
  await repo.insertLaunch(db, tokenHash(body.launchToken), { playerId: body.playerId, gameId: body.gameId, engine: body.engine }, new Date(now + LAUNCH_TTL_MS));
  const query = new URLSearchParams({ token: body.launchToken, game: body.gameId });
  return { url: `${SANDBOX_PLAY_PATH}?${query.toString()}` };
}

/**
 * The game page exchanges the launch token for a game session: the platform says whose token it is
 * (and refuses one unknown, used or expired), the launch must name the same player and game, and is
 * then used up. The session token is random and stored hashed.
 */
export async function openSession(db: Database, platform: PlatformClient, launchToken: string, now: number) {
  const hash = tokenHash(launchToken);
  const launched = await repo.findLaunch(db, hash, new Date(now));
  if (!launched) throw unauthorized(M.launchInvalid);
  let who;
  try {
    who = await platform.authenticate(launchToken);
  } catch (error) {
    if (error instanceof PlatformUnreachableError) throw new HttpError(503, M.platformUnreachable);
    throw error;
  }
  if (!who || who.playerId !== launched.playerId || who.gameId !== launched.gameId) throw unauthorized(M.launchInvalid);
  const sessionToken = randomBytes(32).toString('base64url');
  const balance = await db.transaction(async (txn) => {
    if (!(await repo.takeLaunch(txn, hash, new Date(now)))) throw unauthorized(M.launchInvalid);
    await repo.ensureWallet(txn, who.playerId, who.nickname);
    await repo.insertSession(txn, tokenHash(sessionToken), launched, new Date(now + GAME_SESSION_TTL_MS));
    await repo.deleteExpiredSessions(txn, new Date(now));
    return (await repo.walletBalance(txn, who.playerId)) ?? 0;
  });
  return {
    sessionToken,
    game: { id: launched.gameId, name: engineGameName(launched.engine)!, engine: launched.engine },
    balance,
    fairness: await fairnessState(db, launched.playerId),
  };
}

/** How many game sessions an instance keeps in mind (a few hundred bytes each). */
const SESSION_CACHE_SIZE = 20_000;

export type SessionLookup = (authorization: string | undefined, now: number) => Promise<repo.GameBinding>;

/**
 * The session a bearer token stands for; 401 when unknown or expired. A game session is never changed
 * or ended before its expiry (a member stopped from playing is refused by the platform's answer to the
 * next stake), so one found is kept in mind by its token's hash until it expires: the page's rounds
 * do not read it again each time.
 */
export function createSessionLookup(db: Database, size = SESSION_CACHE_SIZE): SessionLookup {
  const known = new Map<string, { binding: repo.GameBinding; expiresAt: number }>();
  return async (authorization, now) => {
    const token = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization ?? '')?.[1];
    if (!token) throw unauthorized(M.sessionInvalid);
    const hash = tokenHash(token);
    const kept = known.get(hash);
    if (kept && kept.expiresAt > now) return kept.binding;
    known.delete(hash);
    const session = await repo.findSession(db, hash, new Date(now));
    if (!session) throw unauthorized(M.sessionInvalid);
    known.set(hash, session);
    // The oldest out (a Map iterates in insertion order).
    if (known.size > size) known.delete(known.keys().next().value!);
    return session.binding;
  };
}
