import type { BaccaratBetBody } from '@app/contract/sandbox-baccarat';
import type { XocDiaBetBody } from '@app/contract/sandbox-xoc-dia';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { BetPusher, PushLog } from '../bet-records.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { BACCARAT_GAME, BACCARAT_TABLES } from './baccarat/game.ts';
import { baccaratHistory, baccaratState, shoeRecall } from './baccarat/views.ts';
import { placeBets } from './bets.ts';
import { roundClock, type TableDef, type TableGame } from './game.ts';
import { createTableTrading } from './limits.ts';
import { tableOfEngine, TABLES } from './registry.ts';
import { ensureRound, RoundInPastError, settleDueRounds } from './rounds.ts';
import { XOC_DIA_GAME, XOC_DIA_TABLES } from './xoc-dia/game.ts';
import { xocDiaHistory, xocDiaSeries, xocDiaState } from './xoc-dia/views.ts';

/** How often each instance draws the round that has just opened and settles those whose result is shown. */
export const TABLE_TICK_MS = 400;

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

  /** One pass: each table's current round drawn if no instance has yet, then every due round settled. */
  async function tick(): Promise<void> {
    const at = now();
    for (const table of Object.values(TABLES.tables)) {
      try {
        await ensureRound(db, table, roundClock(table.game.timing).roundNoAt(at));
      } catch (error) {
        // A clock set back draws nothing until it has caught up with the last round drawn.
        if (!(error instanceof RoundInPastError)) throw error;
      }
    }
    await settleDueRounds({ db, now, push: (records) => pusher.pushAllSoon(records) }, TABLES);
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
    },
    xocDia: {
      state: (session: GameBinding) => xocDiaState(db, session, xocDiaTable(session), now()),
      bet: (session: GameBinding, body: XocDiaBetBody) => placeBets(betDeps, session, xocDiaTable(session), body),
      history: (session: GameBinding) => xocDiaHistory(db, session, xocDiaTable(session), now()),
      series: (session: GameBinding, seriesId: string) => xocDiaSeries(db, xocDiaTable(session), seriesId, now()),
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
