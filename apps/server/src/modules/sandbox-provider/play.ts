import { randomBytes } from 'node:crypto';
import { RoundRandom } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { betRecordOf, type BetPusher } from './bet-records.ts';
import { findEngine, type EngineKind, type RoundInput } from './engines.ts';
import { lockWalletTakeNonce, stateOf } from './fairness.ts';
import { PlatformUnreachableError, type PlatformClient } from './platform-client.ts';
import * as repo from './repository.ts';

/** Slots: at least this long between the start of one spin and the next (the reels' animation), held here too. */
export const SLOT_SPIN_INTERVAL_MS = 2_500;

export type PlayDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; now: () => number };

/**
 * One round: the input checked against the game, the platform asked whether the member may bet, then
 * in one transaction under the wallet's lock: the stake taken, the outcome drawn from the player's
 * seeds and nonce, the win paid, the nonce moved on, the round written. After the commit the round is
 * pushed to the platform.
 */
export async function playRound({ db, platform, pusher, now }: PlayDeps, session: repo.GameBinding, kind: EngineKind, input: RoundInput) {
  const engine = findEngine(session.engine);
  if (!engine || engine.kind !== kind) throw badRequest(M.wrongGame);
  const problem = engine.problem(input);
  if (problem) throw badRequest(problem);
  await askMayBet(platform, { playerId: session.playerId, gameId: session.gameId, stake: input.stake });

  return db.transaction(async (txn) => {
    const { balance: balanceBefore, seed } = await lockWalletTakeNonce(txn, session.playerId);
    if (balanceBefore < input.stake) throw badRequest(M.insufficientBalance);
    const playedAt = new Date(now());
    const nonce = seed.nextNonce;
    const outcome = engine.play(new RoundRandom(seed.serverSeed, seed.clientSeed, nonce), input);
    const round: repo.NewRound = {
      roundId: `SBX-${randomBytes(12).toString('base64url')}`,
      playerId: session.playerId,
      gameId: session.gameId,
      engine: session.engine,
      stake: input.stake,
      win: outcome.win,
      balanceBefore,
      balanceAfter: balanceBefore - input.stake + outcome.win,
      detail: outcome.detail,
      seed,
      nonce,
      playedAt,
    };
    // A slot spin within SLOT_SPIN_INTERVAL_MS of the player's last one writes nothing, and the nonce goes back with the rollback.
    const spacing = kind === 'slot' ? { enginePrefix: 'slot:', since: new Date(playedAt.getTime() - SLOT_SPIN_INTERVAL_MS) } : null;
    const seq = await repo.recordRound(txn, round, spacing);
    if (seq === null) throw badRequest(M.spinTooSoon);
    const record = betRecordOf(seq, round);
    await txn.onCommit(() => pusher.pushSoon(record));
    return {
      roundId: record.roundId,
      stake: record.stake,
      win: record.win,
      balance: record.balanceAfter,
      detail: record.detail,
      fairness: record.fairness,
      next: stateOf({ ...seed, nextNonce: nonce + 1 }),
    };
  });
}

export async function askMayBet(platform: PlatformClient, ask: { playerId: string; gameId: string; stake: number }): Promise<void> {
  let verdict;
  try {
    verdict = await platform.mayBet(ask);
  } catch (error) {
    if (error instanceof PlatformUnreachableError) throw new HttpError(503, M.platformUnreachable);
    throw error;
  }
  if (!verdict.allowed) throw new HttpError(403, verdict.reason ?? M.betNotAllowed);
}
