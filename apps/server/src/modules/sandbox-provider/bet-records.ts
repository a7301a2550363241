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
  /** The same for many (a settled draw): sent PUSH_MAX a call, a few players a call, after rounds as they are played. */
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
 * Rounds as they are played wait this long from the first of them, then go to the platform in one call
 * (as providers batch their callbacks): under load one HTTP call, one store and one acknowledgement
 * carry many rounds. Measured on bench:games with PostgreSQL (2 cores): at 10 ms a call carried some 6
 * rounds, and these four statements and the call were a third of a spin's database work; at 50 ms, some
 * 20. A member sees nothing of the wait: a round's result is the spin's answer, and the game account's
 * balance the answer's too.
 */
const PUSH_BATCH_MS = 50;
/**
 * Calls to the platform in flight at once. A settled draw queues a hundred thousand records: sent all
 * at once they would take every database connection the platform and the provider share (the draw's
 * next batches waiting behind them), so they go out through this many lanes.
 */
const PUSH_LANES = 2;

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
  let flushTimer: NodeJS.Timeout | null = null;
  /** Rounds as they are played (pushSoon), sent before any settlement of many, PUSH_MAX a call. */
  const live: ProviderBetRecord[] = [];
  /** Settlements of many rounds at once (pushAllSoon) waiting for a lane, by player in the order they came. */
  const bulk = new Map<string, ProviderBetRecord[]>();
  /** The rounds as played have waited their PUSH_BATCH_MS: the next free lane takes them. */
  let liveDue = false;
  let sending = 0;

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

  /** PUSH_BATCH_MS after the first of what waits: the lanes take it. */
  function flush(): void {
    flushTimer = null;
    liveDue = true;
    sendBacklog();
  }

  /**
   * The next call of rounds as they are played, once they have waited (a lane that frees up sooner does
   * not take them early): at most PUSH_MAX records (the contract's PlatformBetsBody).
   */
  function nextLiveCall(): ProviderBetRecord[] | null {
    if (!liveDue || live.length === 0) return null;
    const call = live.splice(0, PUSH_MAX);
    if (live.length === 0) liveDue = false;
    return call;
  }

  /**
   * The next call of a settlement of many: whole players, the longest waiting first, up to PUSH_MAX
   * records (the last player's split if need be). The platform's work for a call grows with the players
   * in it (each one's figures, each one told their balance), and a draw's batches come faster than it
   * stores them: what waits meanwhile goes as calls of a few players each, not of all of them.
   */
  function nextBulkCall(): ProviderBetRecord[] | null {
    const call: ProviderBetRecord[] = [];
    for (const [player, records] of bulk) {
      call.push(...records.splice(0, PUSH_MAX - call.length));
      if (records.length === 0) bulk.delete(player);
      if (call.length === PUSH_MAX) break;
    }
    return call.length > 0 ? call : null;
  }

  /** Calls sent through PUSH_LANES lanes, each lane taking the next when its own ends: rounds as played first. */
  function sendBacklog(): void {
    while (sending < PUSH_LANES) {
      const call = nextLiveCall() ?? nextBulkCall();
      if (!call) return;
      sending++;
      track(
        push(call).finally(() => {
          sending--;
          sendBacklog();
        }),
      );
    }
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
      live.push(record);
      flushTimer ??= setTimeout(flush, PUSH_BATCH_MS);
    },
    pushAllSoon(records) {
      if (stopped) return;
      for (const record of records) {
        inFlight.add(record.roundId);
        const waiting = bulk.get(record.playerId);
        if (waiting) waiting.push(record);
        else bulk.set(record.playerId, [record]);
      }
      flushTimer ??= setTimeout(flush, PUSH_BATCH_MS);
    },
    pushPending,
    async stop() {
      if (flushTimer) clearTimeout(flushTimer);
      flush();
      stopped = true;
      clearInterval(timer);
      // What was queued is still sent (each lane takes the next call as its own ends).
      while (running.size > 0 || retrying) await Promise.allSettled([retrying, ...running]);
    },
  };
}
