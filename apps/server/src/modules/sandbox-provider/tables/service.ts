import type { BaccaratBetBody } from '@app/contract/sandbox-baccarat';
import type { XocDiaBetBody } from '@app/contract/sandbox-xoc-dia';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { BetPusher, PushLog } from '../bet-records.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { BACCARAT_GAME, BACCARAT_TABLES } from './baccarat/game.ts';
import { baccaratHistory, baccaratState, roundEvent as baccaratRoundEvent, shoeRecall } from './baccarat/views.ts';
import { placeBets } from './bets.ts';
import { roundClock, type TableDef, type TableGame } from './game.ts';
import { createTableTrading } from './limits.ts';
import { tableOfEngine, TABLES } from './registry.ts';
import { createRoundFeed } from './round-feed.ts';
import type { TableRoundRow } from './repository.ts';
import { ensureRound, RoundInPastError, SETTLE_ROUNDS_PER_PASS, settleDueRounds } from './rounds.ts';
import { XOC_DIA_GAME, XOC_DIA_TABLES } from './xoc-dia/game.ts';
import { roundEvent as xocDiaRoundEvent, xocDiaHistory, xocDiaSeries, xocDiaState } from './xoc-dia/views.ts';

/** How often each instance draws the round that has just opened and settles those whose result is shown. */
export const TABLE_TICK_MS = 400;

/**
 * Between the results this instance knows of, a settling pass still runs this often: for a round whose
 * settlement another instance took (skip locked) and did not finish, or one this instance never saw.
 */
export const SETTLE_SWEEP_MS = 5_000;

export type TablesDeps = {
  db: Database;
  platform: PlatformClient;
  pusher: BetPusher;
  now: () => number;
  log?: PushLog;
  tickMs?: number;
};

export type Tables = ReturnType<typeof createTables>;

/** The game's table a session sits at, or the game's refusal. */
function seatOf<T extends Pick<TableDef, 'engine'>>(game: Pick<TableGame, 'messages'>, tables: readonly T[], session: GameBinding): T {
  const table = tableOfEngine(tables, session.engine);
  if (!table) throw badRequest(game.messages.notATable);
  return table;
}

/**
 * The live tables (baccarat, xóc đĩa): what each game's page asks (state, bets, history, a series to
 * check) and the ticker that keeps every table's rounds going on this instance's clock. Several
 * instances tick the same tables safely: a round is drawn once and settled once (rounds.ts).
 */
export function createTables({ db, platform, pusher, now, log, tickMs = TABLE_TICK_MS }: TablesDeps) {
  const betDeps = { db, platform, pusher, now };
  const baccaratTable = (session: GameBinding) => seatOf(BACCARAT_GAME, BACCARAT_TABLES, session);
  const xocDiaTable = (session: GameBinding) => seatOf(XOC_DIA_GAME, XOC_DIA_TABLES, session);

  let ticking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /**
   * Each table's round as this instance last read it. A round never changes once drawn (its cards,
   * result and times; only its settled_at, which no view reads), so a tick or a page's stream asking for
   * the same round again reads it from here: an idle table costs no statement between its rounds.
   */
  const known = new Map<string, TableRoundRow<unknown>>();

  /** The table's round running at `at`, drawn if no instance has yet. */
  async function currentRound<K extends string, R, V>(table: TableDef<K, R, V>, at: number): Promise<TableRoundRow<R> | null> {
    const roundNo = roundClock(table.game.timing).roundNoAt(at);
    const cached = known.get(table.id) as TableRoundRow<R> | undefined;
    if (cached?.round_no === roundNo) return cached;
    try {
      const round = await ensureRound(db, table, roundNo);
      known.set(table.id, round);
      return round;
    } catch (error) {
      // A clock set back draws nothing until it has caught up with the last round drawn.
      if (error instanceof RoundInPastError) return null;
      throw error;
    }
  }

  /** Each game's rounds pushed to the pages watching on this instance (round-feed.ts). */
  const feeds = {
    baccarat: createRoundFeed(BACCARAT_TABLES, {
      now,
      eventAt: async (table, at) => {
        const round = await currentRound(table, at);
        return round && baccaratRoundEvent(table, round, at);
      },
    }),
    xocDia: createRoundFeed(XOC_DIA_TABLES, {
      now,
      eventAt: async (table, at) => {
        const round = await currentRound(table, at);
        return round && xocDiaRoundEvent(table, round, at);
      },
    }),
  };

  /** The clock reading of the last settling pass that ran to its end: every round whose result was shown by then is settled. */
  let settledThrough = Number.NEGATIVE_INFINITY;

  /**
   * Whether a settling pass is due at `at`: a result shown since the last complete pass (of a round this
   * instance knows), the sweep's time come, or the clock set back. Otherwise the pass (a transaction and
   * a locking read every tick) would find nothing, which is nearly always.
   */
  function settlingDue(at: number): boolean {
    if (at < settledThrough || at - settledThrough >= SETTLE_SWEEP_MS) return true;
    for (const round of known.values()) {
      const shownAt = round.result_at.getTime();
      if (shownAt <= at && shownAt > settledThrough) return true;
    }
    return false;
  }

  /** One pass: each table's current round drawn if no instance has yet, every due round settled, then the watched tables' rounds pushed. */
  async function tick(): Promise<void> {
    const at = now();
    for (const table of Object.values(TABLES.tables)) await currentRound(table, at);
    try {
      if (settlingDue(at)) {
        const settled = await settleDueRounds({ db, now, push: (records) => pusher.pushAllSoon(records) }, TABLES);
        // A full batch may have left more: the next tick goes on. A failed pass throws, and is tried again too.
        if (settled < SETTLE_ROUNDS_PER_PASS) settledThrough = at;
      }
    } finally {
      // Pushed after settling (a page asks for its win when it sees the result), but pushed even if settling failed.
      await feeds.baccarat.publish(at);
      await feeds.xocDia.publish(at);
    }
  }

  return {
    tick,
    /** The limits desk (the platform's operators, over the signed trading API). */
    trading: createTableTrading({ db, now }),
    baccarat: {
      state: (session: GameBinding) => baccaratState(db, session, baccaratTable(session), now()),
      bet: (session: GameBinding, body: BaccaratBetBody) => placeBets(betDeps, session, baccaratTable(session), body),
      history: (session: GameBinding) => baccaratHistory(db, session, baccaratTable(session), now()),
      shoe: (session: GameBinding, shoeId: string) => shoeRecall(db, baccaratTable(session), shoeId, now()),
      /** The stream a session's page hears its table's rounds on: the feed's bus and the table id as its topic. */
      rounds: (session: GameBinding) => ({ bus: feeds.baccarat.bus, tableId: baccaratTable(session).id }),
    },
    xocDia: {
      state: (session: GameBinding) => xocDiaState(db, session, xocDiaTable(session), now()),
      bet: (session: GameBinding, body: XocDiaBetBody) => placeBets(betDeps, session, xocDiaTable(session), body),
      history: (session: GameBinding) => xocDiaHistory(db, session, xocDiaTable(session), now()),
      series: (session: GameBinding, seriesId: string) => xocDiaSeries(db, xocDiaTable(session), seriesId, now()),
      rounds: (session: GameBinding) => ({ bus: feeds.xocDia.bus, tableId: xocDiaTable(session).id }),
    },
    /** The ticker started (the provider's plugin does it; a test ticks by hand instead). */
    start(): void {
      timer ??= setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((err: unknown) => log?.warn({ err }, 'sandbox provider: live table tick failed; trying again'))
          .finally(() => {
            ticking = null;
          });
      }, tickMs);
      timer.unref();
    },
    /** The timer stopped and the pass in progress awaited (on the app's close). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
    },
  };
}
