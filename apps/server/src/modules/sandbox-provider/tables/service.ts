import type { BaccaratBetBody } from '@app/contract/sandbox-baccarat';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { BetPusher, PushLog } from '../bet-records.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { placeBets } from './bets.ts';
import { BACCARAT_TABLES, roundNoAt, tableOfEngine, type BaccaratTable } from './definitions.ts';
import { BACCARAT_MESSAGES as M } from './messages.ts';
import { ensureRound, RoundInPastError, settleDueRounds } from './rounds.ts';
import { betHistory, shoeRecall, tableState } from './views.ts';

/** How often each instance deals the round that has just opened and settles those whose result is shown. */
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

/**
 * The live tables (baccarat): what the game page asks (state, bets, history, a shoe to check) and the
 * ticker that keeps the rounds going on this instance's clock. Several instances tick the same tables
 * safely: a round is dealt once and settled once (rounds.ts).
 */
export function createTables({ db, platform, pusher, now, log, tickMs = TABLE_TICK_MS }: TablesDeps) {
  const tableFor = (session: GameBinding): BaccaratTable => {
    const table = tableOfEngine(session.engine);
    if (!table) throw badRequest(M.notATable);
    return table;
  };

  let ticking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** One pass: each table's current round dealt if no instance has yet, then every due round settled. */
  async function tick(): Promise<void> {
    const at = now();
    for (const table of Object.values(BACCARAT_TABLES)) {
      try {
        await ensureRound(db, table, roundNoAt(at));
      } catch (error) {
        // A clock set back deals nothing until it has caught up with the last round dealt.
        if (!(error instanceof RoundInPastError)) throw error;
      }
    }
    await settleDueRounds({ db, now, push: (records) => pusher.pushAllSoon(records) }, BACCARAT_TABLES);
  }

  return {
    tick,
    state: (session: GameBinding) => tableState(db, session, tableFor(session), now()),
    bet: (session: GameBinding, body: BaccaratBetBody) => placeBets({ db, platform, pusher, now }, session, tableFor(session), body),
    history: (session: GameBinding) => betHistory(db, session, tableFor(session), now()),
    shoe: (session: GameBinding, shoeId: string) => shoeRecall(db, tableFor(session), shoeId, now()),
    /** The ticker started (the provider's plugin does it; a test ticks by hand instead). */
    start(): void {
      timer ??= setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((err: unknown) => log?.warn({ err }, 'sandbox provider: baccarat table tick failed; trying again'))
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
