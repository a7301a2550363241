import { TRADING_PATHS, TradingChangeResponse, TradingFixturesResponse, type TradingAction } from '@app/contract/sandbox-sportsbook';
import type { z } from 'zod';
import { SPORTSBOOK_TRADING_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';
import { createTradingCall, type TradingCallOptions } from './trading-call.ts';

type AnswerOf<A extends TradingAction> = A extends 'fixtures' ? z.infer<typeof TradingFixturesResponse> : z.infer<typeof TradingChangeResponse>;

/**
 * The sportsbook provider's trading desk (SABA's back office), called over signed HTTP like the
 * provider's wallet API (sandbox-adapter.ts), through trading-call.ts. The operator console's changes
 * go through here; the provider answers with the fixture as it now is.
 */
export function createSportsbookTrading(options: TradingCallOptions) {
  const post = createTradingCall(options, M.unavailable);

  async function call<A extends TradingAction>(action: A, body: unknown): Promise<AnswerOf<A>> {
    const fixtures = action === 'fixtures';
    const schema = fixtures ? TradingFixturesResponse : TradingChangeResponse;
    return (await post(TRADING_PATHS[action], body, schema, fixtures ? M.unavailable : M.unknownOutcome)) as AnswerOf<A>;
  }

  return { call };
}

export type SportsbookTrading = ReturnType<typeof createSportsbookTrading>;
