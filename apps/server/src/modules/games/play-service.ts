import type { BetHistoryBody, GameLaunchResponse } from '@app/contract';
import type { WalletKey } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { LEDGER_MESSAGES } from '../ledger/service.ts';
import { betHistory, betRound } from './bets/history.ts';
import { ingestRecords } from './bets/ingest.ts';
import { launchGame, type PlayGate, type PlayGates } from './launch/launch.ts';
import { purgeLaunchTokens } from './launch/launch-tokens.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { reconcile, RECONCILE_AFTER_MS } from './transfers/reconcile.ts';
import { findMoveAnswer, storeMoveAnswer } from './transfers/repository.ts';
import { moveWithProviders, recallFromProviders } from './transfers/wallet-moves.ts';

export type PlayDeps = {
  db: Database;
  providers: ProviderRegistry;
  now: () => number;
  /** The wallet module's announcement of members' new balances (after the change commits), one read for all of them. */
  onBalancesChange: (db: Database, memberIds: readonly string[]) => Promise<void>;
  /** The protection module's verdict: may this member play (and stake this much) now? */
  playGate: PlayGate;
  /** The same, for the stakes a provider asks about together (its may-bet). */
  playGates: PlayGates;
  /** The members module's nickname of a member, shown by the provider in its game. */
  nickname: (memberId: string) => Promise<string>;
  /** Where a failed run of the background job is reported. */
  log?: (error: unknown) => void;
};

/**
 * Playing through providers: money moves into and out of game accounts (transfer orders), launch,
 * bet records and their history, and the reconciliation job. The wallet module uses move/recall for
 * the member's transfers; the provider callbacks and the job share the same dependencies.
 */
export function createPlayService(deps: PlayDeps) {
  /**
   * Runs a member's money request once per idempotency key: a retry with the same request gets the
   * first answer, with another request a 409. `work` moves the money and builds the answer.
   */
  async function once<R>(memberId: string, idempotencyKey: string, requestHash: string, work: () => Promise<R>): Promise<{ answer: R; replayed: boolean }> {
    const earlier = await findMoveAnswer(deps.db, memberId, idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new HttpError(409, LEDGER_MESSAGES.idempotencyConflict);
      return { answer: earlier.response as R, replayed: true };
    }
    const answer = await work();
    if (await storeMoveAnswer(deps.db, { memberId, idempotencyKey, requestHash, response: answer })) return { answer, replayed: false };
    // Copies sent at once: the orders moved the money once (their ids), and the first stored answer is everyone's answer.
    const stored = await findMoveAnswer(deps.db, memberId, idempotencyKey);
    return { answer: stored!.response as R, replayed: true };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  return {
    once,
    move: (move: { memberId: string; from: WalletKey; to: WalletKey; amount: number; idempotencyKey: string }) => moveWithProviders(deps, move),
    recall: (memberId: string, idempotencyKey: string) => recallFromProviders(deps, memberId, idempotencyKey),
    async launch(memberId: string, gameId: string): Promise<GameLaunchResponse> {
      return launchGame(deps, { memberId, nickname: await deps.nickname(memberId) }, gameId);
    },
    history: (memberId: string, body: BetHistoryBody) => betHistory(deps.db, memberId, body),
    round: (memberId: string, provider: string, roundId: string) => betRound(deps.db, memberId, provider, roundId),
    ingest: ingestRecords.bind(null, deps),
    reconcile: (options?: { minAgeMs?: number; checkBalances?: boolean }) => reconcile(deps, options),
    /** The job: every `everyMs`, one run at a time on this instance (runs on several instances are safe: orders settle once). */
    start(everyMs = RECONCILE_AFTER_MS) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = reconcile(deps)
          .then(() => purgeLaunchTokens(deps.db, deps.now()))
          .catch((error: unknown) => deps.log?.(error))
          .finally(() => (running = null));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    deps,
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
