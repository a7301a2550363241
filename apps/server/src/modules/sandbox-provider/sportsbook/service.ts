import type { SportsbookBoardBody, SportsbookBoardResponse, SportsbookBetsResponse, SportsbookPlaceBody } from '@app/contract/sandbox-sportsbook';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { DEFAULT_ODDS_FORMAT } from '@app/domain/sportsbook';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import { SPORTSBOOK_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';
import type { BetPusher } from '../bet-records.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { balanceOf } from '../wallets.ts';
import * as repo from './repository.ts';
import { sportOf } from './rules.ts';
import { placeSlip } from './slips.ts';
import { createTrading } from './trading.ts';
import { betView, board } from './views.ts';

export type SportsbookDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; now: () => number };

export type Sportsbook = ReturnType<typeof createSportsbook>;

const BETS_SHOWN = 50;

/**
 * The sandbox provider's sportsbook (SABA's part): the game page's calls (board, place, my bets) under
 * a 'sportsbook:<sport>' game session, and the trading desk the platform calls for its operators. Bets
 * are open rounds of sandbox_rounds (deferred-bets.ts), settled when their fixtures' results come in.
 */
export function createSportsbook(deps: SportsbookDeps) {
  const { db, now } = deps;
  const pushAll = (records: readonly ProviderBetRecord[]) => deps.pusher.pushAllSoon(records);

  const sportOfSession = (session: GameBinding) => {
    const sport = sportOf(session.engine);
    if (!sport) throw badRequest(M.notSportsbook);
    return sport;
  };

  return {
    async board(session: GameBinding, body: SportsbookBoardBody): Promise<SportsbookBoardResponse> {
      const sport = sportOfSession(session);
      const format = body.format ?? DEFAULT_ODDS_FORMAT;
      const at = now();
      const [fixtures, balance] = await Promise.all([board(db, sport, format, at), balanceOf(db, session.playerId)]);
      return { format, serverTime: new Date(at).toISOString(), balance, fixtures };
    },
    place: (session: GameBinding, body: SportsbookPlaceBody) =>
      placeSlip({ db, platform: deps.platform, now, push: (record) => deps.pusher.pushSoon(record) }, session, sportOfSession(session), body),
    async bets(session: GameBinding): Promise<SportsbookBetsResponse> {
      sportOfSession(session);
      return { bets: (await repo.playerBets(db, session.playerId, session.gameId, BETS_SHOWN)).map(betView) };
    },
    /** The trading desk (trading.ts), reached by the platform over signed HTTP (routes.ts `tradingRoutes`). */
    trading: createTrading({ db, now, push: pushAll }),
  };
}

export { sportsbookGameName } from './rules.ts';
export { seedDemoFixtures } from './demo.ts';
