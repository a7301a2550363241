import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import type { z } from 'zod';
import { HttpError } from '../../../lib/errors.ts';
import { postSigned } from '../../../lib/provider-post.ts';

export type TradingCallOptions = {
  /** Where the sandbox provider listens (resolved at call time: tests listen on port 0). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * The provider's own refusals reach the operator as they are: odds that leave the house no edge,
 * limits out of bounds, a table or cửa it does not have, a bad line, a result already in, a wallet too
 * short for a correction.
 */
const PASSED_ON = new Set([400, 404, 409]);

/**
 * A call to one of the sandbox provider's trading desks (the sportsbook's, the lottery's odds, the live
 * tables' limits), signed like the provider's wallet API (sandbox-adapter.ts). `call(path, body,
 * schema, noAnswer)` answers the provider's reply read by `schema`; no answer at all is a 503 with
 * `noAnswer` (for a change, that its outcome is unknown), and a reply that is neither a refusal passed
 * on nor a 200 the schema reads is a 503 with `unavailable`.
 */
export function createTradingCall(options: TradingCallOptions, unavailable: string) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return async function call<S extends z.ZodType>(path: string, body: unknown, schema: S, noAnswer: string): Promise<z.infer<S>> {
    let answer: { status: number; json: unknown };
    try {
      answer = await postSigned(`${options.baseUrl()}${SANDBOX_PROVIDER_BASE_PATH}${path}`, body, { secret: await options.secret(), now, timeoutMs });
    } catch {
      throw new HttpError(503, noAnswer);
    }
    const message = (answer.json as { message?: unknown } | null)?.message;
    if (PASSED_ON.has(answer.status) && (typeof message === 'string' || Array.isArray(message))) throw new HttpError(answer.status, message as string | string[]);
    if (answer.status !== 200) throw new HttpError(503, unavailable);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new HttpError(503, unavailable);
    return parsed.data;
  };
}
