import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { LOTTERY_TRADING_PATHS, LotteryOddsChangeResponse, LotteryOddsResponse, type LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import type { z } from 'zod';
import { HttpError } from '../../../lib/errors.ts';
import { postSigned } from '../../../lib/provider-post.ts';
import { LOTTERY_TRADING_MESSAGES as M } from '../../../messages/sandbox-lottery.ts';

export type LotteryTradingOptions = {
  /** Where the sandbox provider listens (resolved at call time: tests listen on port 0). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  timeoutMs?: number;
  now?: () => number;
};

/** The provider's own refusals (odds that leave the house no edge) reach the operator as they are. */
const PASSED_ON = new Set([400, 404, 409]);

/**
 * The lottery provider's odds desk, called over signed HTTP like the sportsbook's trading desk
 * (sportsbook-trading.ts). The console's changes go through here; the provider answers with every bet
 * type's odds as they now are.
 */
export function createLotteryTrading(options: LotteryTradingOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<S extends z.ZodType>(path: string, body: unknown, schema: S, noAnswer: string): Promise<z.infer<S>> {
    let answer: { status: number; json: unknown };
    try {
      answer = await postSigned(`${options.baseUrl()}${SANDBOX_PROVIDER_BASE_PATH}${path}`, body, { secret: await options.secret(), now, timeoutMs });
    } catch {
      throw new HttpError(503, noAnswer);
    }
    const message = (answer.json as { message?: unknown } | null)?.message;
    if (PASSED_ON.has(answer.status) && (typeof message === 'string' || Array.isArray(message))) throw new HttpError(answer.status, message as string | string[]);
    if (answer.status !== 200) throw new HttpError(503, M.unavailable);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new HttpError(503, M.unavailable);
    return parsed.data;
  }

  return {
    odds: () => call(LOTTERY_TRADING_PATHS.odds, {}, LotteryOddsResponse, M.unavailable),
    setOdds: (body: LotteryOddsSetBody) => call(LOTTERY_TRADING_PATHS.oddsSet, body, LotteryOddsChangeResponse, M.unknownOutcome),
  };
}

export type LotteryTrading = ReturnType<typeof createLotteryTrading>;
