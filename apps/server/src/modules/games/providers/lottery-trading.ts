import { LOTTERY_TRADING_PATHS, LotteryOddsChangeResponse, LotteryOddsResponse, type LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import { LOTTERY_TRADING_MESSAGES as M } from '../../../messages/sandbox-lottery.ts';
import { createTradingCall, type TradingCallOptions } from './trading-call.ts';

/**
 * The lottery provider's odds desk, called over signed HTTP through the same call as the sportsbook's
 * trading desk (trading-call.ts). The console's changes go through here; the provider answers with
 * every bet type's odds as they now are.
 */
export function createLotteryTrading(options: TradingCallOptions) {
  const call = createTradingCall(options, M.unavailable);
  return {
    odds: () => call(LOTTERY_TRADING_PATHS.odds, {}, LotteryOddsResponse, M.unavailable),
    setOdds: (body: LotteryOddsSetBody) => call(LOTTERY_TRADING_PATHS.oddsSet, body, LotteryOddsChangeResponse, M.unknownOutcome),
  };
}

export type LotteryTrading = ReturnType<typeof createLotteryTrading>;
