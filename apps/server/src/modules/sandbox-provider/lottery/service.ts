import type { LotteryBuyBody, LotteryStateResponse } from '@app/contract/sandbox-lottery';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { LOTTERY_GAME_KEYS, LOTTERY_GAMES, nextDrawAt, type LotteryGameKey } from '@app/domain/lottery';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import { LOTTERY_MESSAGES as M } from '../../../messages/sandbox-lottery.ts';
import type { BetPusher, PushLog } from '../bet-records.ts';
import { lotteryGameOf } from '../engines.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { balanceOf } from '../wallets.ts';
import { drawAndSettle, drawInfo, drawResult, ensureDrawAt, openDraw, openDrawAt } from './draws.ts';
import { createLotteryTrading, oddsTable } from './odds.ts';
import * as repo from './repository.ts';
import { LOTTERY_POINTS } from './rules.ts';
import { buyTicket, playerTicketList } from './tickets.ts';

/** How often each instance looks for draws that are due. */
export const LOTTERY_TICK_MS = 1_000;
/** Between the draw times of the schedule, a pass for due draws still runs this often (one another instance left half done, say). */
export const DRAW_SWEEP_MS = 5_000;
const RESULTS_SHOWN = 20;

export type LotteryDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; now: () => number; log: PushLog; tickMs?: number };

export type Lottery = ReturnType<typeof createLottery>;

/**
 * The sandbox provider's lottery: the game page's calls (state, buy, tickets, results) and the ticker
 * that keeps every game's next draw committed and draws and settles each one when its time comes,
 * whether anyone is watching or not. Safe on several instances at once (see draws.ts).
 */
export function createLottery(deps: LotteryDeps) {
  const { db, now } = deps;
  const push = (records: readonly ProviderBetRecord[]) => deps.pusher.pushAllSoon(records);

  const gameOf = (session: GameBinding): LotteryGameKey => {
    const key = lotteryGameOf(session.engine);
    if (!key) throw badRequest(M.notLottery);
    return key;
  };

  async function state(session: GameBinding): Promise<LotteryStateResponse> {
    const key = gameOf(session);
    const at = now();
    const [open, last, balance, odds] = await Promise.all([openDraw(db, key, at), repo.drawnDraws(db, key, 1), balanceOf(db, session.playerId), oddsTable(db)]);
    const game = LOTTERY_GAMES[key];
    return {
      game: { key, name: game.name, scheduleText: game.scheduleText },
      serverTime: new Date(at).toISOString(),
      open: drawInfo(open),
      last: last[0] ? drawResult(last[0]) : null,
      // The odds tickets sell at now (an operator may have changed them since the page last asked).
      odds,
      points: LOTTERY_POINTS,
      balance,
    };
  }

  /** Each game's open draw as this instance last committed it: committed again only when sales move on to the next. */
  const committed = new Map<LotteryGameKey, number>();
  /** The clock reading of the last pass that found no draw due: every draw up to then is drawn and settled. */
  let settledThrough = Number.NEGATIVE_INFINITY;

  /** A draw time of the schedule has come since the last pass that found none due, the sweep's time has come, or the clock went back. */
  function drawsDue(at: number): boolean {
    if (at < settledThrough || at - settledThrough >= DRAW_SWEEP_MS) return true;
    return LOTTERY_GAME_KEYS.some((key) => nextDrawAt(LOTTERY_GAMES[key], settledThrough) <= at);
  }

  /**
   * One pass: every game's open draw committed, every due draw drawn and settled. Returns tickets
   * settled. Between draws it costs no statement (it used to write and read each game's open draw and
   * look for due draws every second).
   */
  async function tick(): Promise<number> {
    const at = now();
    for (const key of LOTTERY_GAME_KEYS) {
      const drawAt = openDrawAt(key, at);
      if (committed.get(key) === drawAt) continue;
      await ensureDrawAt(db, key, drawAt);
      committed.set(key, drawAt);
    }
    if (!drawsDue(at)) return 0;
    const due = await repo.dueDraws(db, new Date(at));
    let settled = 0;
    for (const draw of due) settled += await drawAndSettle({ db, now, push }, draw);
    if (due.length === 0) settledThrough = at;
    return settled;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  return {
    state,
    buy: (session: GameBinding, body: LotteryBuyBody) => buyTicket({ db, platform: deps.platform, now, push: (r) => deps.pusher.pushSoon(r) }, session, gameOf(session), body),
    tickets: (session: GameBinding) => (gameOf(session), playerTicketList(db, session)),
    results: async (session: GameBinding) => ({ draws: (await repo.drawnDraws(db, gameOf(session), RESULTS_SHOWN)).map(drawResult) }),
    tick,
    /** The odds desk (the platform's operators, over the signed trading API). */
    trading: createLotteryTrading({ db, now }),
    start() {
      timer ??= setInterval(() => {
        if (running) return;
        running = tick()
          .catch((err: unknown) => deps.log.warn({ err }, 'sandbox lottery: draw tick failed; trying again'))
          .finally(() => {
            running = null;
          });
      }, deps.tickMs ?? LOTTERY_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
