import { randomBytes } from 'node:crypto';
import { RoundRandom } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { betRecordOf, type BetPusher } from './bet-records.ts';
import { findEngine, type Engine, type EngineKind, type RoundInput } from './engines.ts';
import { stateOf, type SeedCache } from './fairness.ts';
import { PlatformUnreachableError, type PlatformClient } from './platform-client.ts';
import * as repo from './repository.ts';

/** Slots: at least this long between the start of one spin and the next (the reels' animation), held here too. */
export const SLOT_SPIN_INTERVAL_MS = 2_500;

/** Writes a round: rounds of different players played at the same moment go to the database together. */
export type RoundWriter = (write: repo.RoundWrite) => Promise<repo.RoundWritten>;

/** The most rounds one statement writes. */
const ROUNDS_A_STATEMENT = 100;

/**
 * The round writer of `db`: while a statement is on its way, the rounds played meanwhile wait and go in
 * the next one (one round per player a statement). Under load one statement and one commit write many
 * players' rounds; a round played alone is written at once. If a statement of several fails, each of its
 * rounds is tried alone, so one round's fault is only its own.
 */
export function createRoundWriter(db: Database, writeRounds = repo.writeRounds): RoundWriter {
  return coalesced(
    async (writes: repo.RoundWrite[]) => {
      try {
        return await writeRounds(db, writes);
      } catch (error) {
        if (writes.length === 1) throw error;
        const alone = writes.map(async (write) => (await writeRounds(db, [write]))[0]!);
        await Promise.allSettled(alone);
        return alone;
      }
    },
    { batch: ROUNDS_A_STATEMENT, key: (write) => write.round.playerId },
  );
}

export type PlayDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; seeds: SeedCache; rounds: RoundWriter; now: () => number };

/**
 * One round: the input checked against the game and the platform asked whether the member may bet;
 * then the outcome drawn from the player's seed pair and next nonce (as this instance last saw them)
 * and written in one statement that checks them under the wallet's lock: the stake taken, the win paid,
 * the nonce moved on, the round written (`repo.writeRounds`, with other players' rounds of the moment). Seeds moved meanwhile: read again under
 * the wallet's lock and drawn again. After the write the round is pushed to the platform.
 */
export async function playRound({ db, platform, pusher, seeds, rounds, now }: PlayDeps, session: repo.GameBinding, kind: EngineKind, input: RoundInput) {
  const engine = findEngine(session.engine);
  if (!engine || engine.kind !== kind) throw badRequest(M.wrongGame);
  const problem = engine.problem(input);
  if (problem) throw badRequest(problem);
  await askMayBet(platform, { playerId: session.playerId, gameId: session.gameId, stake: input.stake });

  return seeds.inTurn(session.playerId, () => drawAndWrite({ db, pusher, seeds, rounds, now }, session, kind, engine, input));
}

/**
 * The round drawn from the seed pair as last seen and written if it is still so; if another instance or
 * tab played in between, drawn again from the seed pair read under the wallet's lock, held until the
 * write, so nothing can come between the second time.
 */
async function drawAndWrite(
  { pusher, seeds, rounds, now, db }: Pick<PlayDeps, 'db' | 'pusher' | 'seeds' | 'rounds' | 'now'>,
  session: repo.GameBinding,
  kind: EngineKind,
  engine: Engine,
  input: RoundInput,
) {
  const draw = (seed: repo.SeedRow) => drawRound(session, kind, engine, input, seed, now);
  let played = draw(await seeds.current(session.playerId));
  let written = await rounds(played);
  if (written.kind === 'seed-moved') {
    seeds.forget(session.playerId);
    [played, written] = await db.transaction(async (txn) => {
      await repo.lockWallet(txn, session.playerId);
      const seed = await repo.activeSeed(txn, session.playerId, { lock: true });
      if (!seed) throw new Error(`sandbox provider: no active seed pair for player ${session.playerId}`);
      const again = draw(seed);
      return [again, (await repo.writeRounds(txn, [again]))[0]!] as const;
    });
  }
  const { round } = played;
  switch (written.kind) {
    case 'played': {
      seeds.advanced(session.playerId, round.seed);
      const record = betRecordOf(written.seq, { ...round, balanceBefore: written.balanceBefore, balanceAfter: written.balanceAfter });
      pusher.pushSoon(record);
      return {
        roundId: record.roundId,
        stake: record.stake,
        win: record.win,
        balance: record.balanceAfter,
        detail: record.detail,
        fairness: record.fairness,
        next: stateOf({ ...round.seed, nextNonce: round.nonce + 1 }),
      };
    }
    case 'too-soon':
      throw badRequest(M.spinTooSoon);
    case 'insufficient':
      throw badRequest(M.insufficientBalance);
    case 'no-wallet':
      throw new Error(`sandbox provider: no wallet for player ${session.playerId}`);
    case 'seed-moved':
      throw new Error(`sandbox provider: the seed pair of player ${session.playerId} moved under the wallet's lock`);
  }
}

/** One round drawn from `seed`'s next nonce, to be written with `repo.writeRounds`. */
function drawRound(session: repo.GameBinding, kind: EngineKind, engine: Engine, input: RoundInput, seed: repo.SeedRow, now: () => number): repo.RoundWrite {
  const playedAt = new Date(now());
  const nonce = seed.nextNonce;
  const outcome = engine.play(new RoundRandom(seed.serverSeed, seed.clientSeed, nonce), input);
  const round: repo.RoundToWrite = {
    roundId: `SBX-${randomBytes(12).toString('base64url')}`,
    playerId: session.playerId,
    gameId: session.gameId,
    engine: session.engine,
    stake: input.stake,
    win: outcome.win,
    detail: outcome.detail,
    seed,
    nonce,
    playedAt,
  };
  // A slot spin within SLOT_SPIN_INTERVAL_MS of the player's last one writes nothing.
  const spacing = kind === 'slot' ? { enginePrefix: 'slot:', since: new Date(playedAt.getTime() - SLOT_SPIN_INTERVAL_MS) } : null;
  return { round, spacing };
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
