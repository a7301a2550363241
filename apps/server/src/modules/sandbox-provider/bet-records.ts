import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../db/database.ts';
import type { Faults } from './faults.ts';
import type { PlatformClient } from './platform-client.ts';
import * as repo from './repository.ts';

/** A stored round as the platform receives it, pushed or pulled alike. */
export function toBetRecord(row: repo.RoundRow): ProviderBetRecord {
  return {
    seq: Number(row.seq),
    roundId: row.round_id,
    playerId: row.player_id,
    gameId: row.game_id,
    stake: Number(row.stake),
    win: Number(row.win),
    balanceBefore: Number(row.balance_before),
    balanceAfter: Number(row.balance_after),
    playedAt: new Date(row.played_at).toISOString(),
    detail: row.detail,
    fairness: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) },
    status: row.status,
    revision: Number(row.revision),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

/**
 * A round just written, as the platform receives it: the same fields `toBetRecord` reads back from its
 * row, taken from what was written (the detail is not read back and parsed again).
 */
export function betRecordOf(seq: number, round: repo.NewRound): ProviderBetRecord {
  return {
    seq,
    roundId: round.roundId,
    playerId: round.playerId,
    gameId: round.gameId,
    stake: round.stake,
    win: round.win,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    playedAt: round.playedAt.toISOString(),
    detail: round.detail,
    fairness: { serverSeedHash: round.seed.serverSeedHash, clientSeed: round.seed.clientSeed, nonce: round.nonce },
    status: 'settled',
    revision: 0,
    settledAt: null,
  };
}

/** The pull side: rounds after a cursor, in seq order; `last` is the cursor to ask with next. */
export async function betsSince(db: Database, after: number, limit: number) {
  const records = (await repo.roundsAfter(db, after, limit)).map(toBetRecord);
  return { records, last: records.at(-1)?.seq ?? after };
}

export type BetPusher = {
  /** Pushes a just-committed round in the background (batched with others within PUSH_BATCH_MS); a failure leaves it to the retry. */
  pushSoon(record: ProviderBetRecord): void;
  /** The same for many (a settled draw): sent PUSH_MAX a call, one call after another. */
  pushAllSoon(records: readonly ProviderBetRecord[]): void;
  /** Pushes every unacknowledged round once (what each retry tick does). */
  pushPending(): Promise<void>;
  stop(): Promise<void>;
};

export type PushLog = { warn(details: object, message: string): void };

const RETRY_BATCH = 500;
/** The most records one push carries (the contract's PlatformBetsBody). */
const PUSH_MAX = 500;
/**
 * Rounds committed within this long of each other go to the platform in one call (as providers batch
 * their callbacks): under load one HTTP call and one acknowledgement carry many rounds.
 */
const PUSH_BATCH_MS = 10;

/**
 * The push side: each round goes to the platform right after its commit; the platform's answer marks
 * it acknowledged (pushed_at). What failed is pushed again by a timer every `retryMs` on this instance,
 * oldest first; the platform stores each round once by its id, so pushing again is harmless (and the
 * 'duplicate-callback' fault does it on purpose). Rounds being pushed right now are left out of a retry.
 */
export function createBetPusher({ db, platform, faults, log, now, retryMs }: {
  db: Database;
  platform: PlatformClient;
  faults: Faults;
  log: PushLog;
  now: () => number;
  retryMs: number;
}): BetPusher {
  const inFlight = new Set<string>();
  const running = new Set<Promise<void>>();
  let retrying: Promise<void> | null = null;
  let stopped = false;
  let queued: ProviderBetRecord[] = [];
  let flushTimer: NodeJS.Timeout | null = null;

  async function push(records: ProviderBetRecord[]): Promise<void> {
    const ids = records.map((r) => r.roundId);
    ids.forEach((id) => inFlight.add(id));
    try {
      await platform.pushBets(records);
      if (faults.takeForPush()) await platform.pushBets(records);
      await repo.markPushed(db, records, new Date(now()));
    } catch (err) {
      if (!stopped) log.warn({ err, rounds: ids.length }, 'sandbox provider: bet records not acknowledged; retrying later');
    } finally {
      ids.forEach((id) => inFlight.delete(id));
    }
  }

  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  function flush(): void {
    flushTimer = null;
    const batch = queued;
    queued = [];
    // The platform takes at most PUSH_MAX records a call (a settled draw queues thousands at once).
    if (batch.length === 0) return;
    track(
      (async () => {
        for (let i = 0; i < batch.length; i += PUSH_MAX) await push(batch.slice(i, i + PUSH_MAX));
      })(),
    );
  }

  async function pushPending(): Promise<void> {
    const rows = (await repo.unpushedRounds(db, RETRY_BATCH)).filter((r) => !inFlight.has(r.round_id));
    if (rows.length > 0) await push(rows.map(toBetRecord));
  }

  const timer = setInterval(() => {
    if (retrying || stopped) return;
    retrying = pushPending()
      .catch((err: unknown) => log.warn({ err }, 'sandbox provider: bet push retry failed'))
      .finally(() => {
        retrying = null;
      });
  }, retryMs);
  timer.unref();

  return {
    pushSoon(record) {
      if (stopped) return;
      inFlight.add(record.roundId);
      queued.push(record);
      flushTimer ??= setTimeout(flush, PUSH_BATCH_MS);
    },
    pushAllSoon(records) {
      for (const record of records) this.pushSoon(record);
    },
    pushPending,
    async stop() {
      if (flushTimer) clearTimeout(flushTimer);
      flush();
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([retrying, ...running]);
    },
  };
}
