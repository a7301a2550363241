import type { LotteryBuyBody, LotteryStateResponse } from '@app/contract/sandbox-lottery';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { LOTTERY_GAME_KEYS, LOTTERY_GAMES, type LotteryGameKey } from '@app/domain/lottery';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import { LOTTERY_MESSAGES as M } from '../../../messages/sandbox-lottery.ts';
import type { BetPusher, PushLog } from '../bet-records.ts';
import { lotteryGameOf } from '../engines.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { balanceOf } from '../wallets.ts';
import { drawAndSettle, drawInfo, drawResult, openDraw } from './draws.ts';
import { createLotteryTrading, oddsTable } from './odds.ts';
import * as repo from './repository.ts';
import { LOTTERY_POINTS } from './rules.ts';
import { buyTicket, playerTicketList } from './tickets.ts';

/** How often each instance looks for draws that are due. */
export const LOTTERY_TICK_MS = 1_000;
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

  /** One pass: every game's open draw committed, every due draw drawn and settled. Returns tickets settled. */
  async function tick(): Promise<number> {
    const at = now();
    for (const key of LOTTERY_GAME_KEYS) await openDraw(db, key, at);
    let settled = 0;
    for (const due of await repo.dueDraws(db, new Date(at))) settled += await drawAndSettle({ db, now, push }, due);
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
