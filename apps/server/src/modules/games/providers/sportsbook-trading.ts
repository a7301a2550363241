import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { TRADING_PATHS, TradingChangeResponse, TradingFixturesResponse, type TradingAction } from '@app/contract/sandbox-sportsbook';
import type { z } from 'zod';
import { HttpError } from '../../../lib/errors.ts';
import { postSigned } from '../../../lib/provider-post.ts';
import { SPORTSBOOK_TRADING_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';

export type SportsbookTradingOptions = {
  /** Where the sandbox provider listens (resolved at call time: tests listen on port 0). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  timeoutMs?: number;
  now?: () => number;
};

type AnswerOf<A extends TradingAction> = A extends 'fixtures' ? z.infer<typeof TradingFixturesResponse> : z.infer<typeof TradingChangeResponse>;

/** The provider's own refusals (a bad line, a result already in, a wallet too short for a correction) reach the operator as they are. */
const PASSED_ON = new Set([400, 404, 409]);

/**
 * The sportsbook provider's trading desk (SABA's back office), called over signed HTTP like the
 * provider's wallet API (sandbox-adapter.ts). The operator console's changes go through here; the
 * provider answers with the fixture as it now is.
 */
export function createSportsbookTrading(options: SportsbookTradingOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<A extends TradingAction>(action: A, body: unknown): Promise<AnswerOf<A>> {
    let answer: { status: number; json: unknown };
    try {
      answer = await postSigned(`${options.baseUrl()}${SANDBOX_PROVIDER_BASE_PATH}${TRADING_PATHS[action]}`, body, { secret: await options.secret(), now, timeoutMs });
    } catch {
      throw new HttpError(503, action === 'fixtures' ? M.unavailable : M.unknownOutcome);
    }
    const message = (answer.json as { message?: unknown } | null)?.message;
    if (PASSED_ON.has(answer.status) && (typeof message === 'string' || Array.isArray(message))) throw new HttpError(answer.status, message as string | string[]);
    if (answer.status !== 200) throw new HttpError(503, M.unavailable);
    const schema = action === 'fixtures' ? TradingFixturesResponse : TradingChangeResponse;
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new HttpError(503, M.unavailable);
    return parsed.data as AnswerOf<A>;
  }

  return { call };
}

export type SportsbookTrading = ReturnType<typeof createSportsbookTrading>;
