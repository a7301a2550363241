import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { TABLE_TRADING_PATHS, TableLimitsChangeResponse, TableLimitsResponse, type TableLimitSetBody } from '@app/contract/sandbox-tables';
import type { z } from 'zod';
import { HttpError } from '../../../lib/errors.ts';
import { postSigned } from '../../../lib/provider-post.ts';
import { TABLE_TRADING_MESSAGES as M } from '../../../messages/sandbox-tables.ts';

export type TablesTradingOptions = {
  /** Where the sandbox provider listens (resolved at call time: tests listen on port 0). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  timeoutMs?: number;
  now?: () => number;
};

/** The provider's own refusals (limits out of bounds, a table or cửa it does not have) reach the operator as they are. */
const PASSED_ON = new Set([400, 404, 409]);

/**
 * The live tables' limits desk at the provider, called over signed HTTP like the lottery's odds desk
 * (lottery-trading.ts). The console's changes go through here; the provider answers with every
 * table's limits as they now are.
 */
export function createTablesTrading(options: TablesTradingOptions) {
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
    limits: () => call(TABLE_TRADING_PATHS.limits, {}, TableLimitsResponse, M.unavailable),
    setLimits: (body: TableLimitSetBody) => call(TABLE_TRADING_PATHS.limitsSet, body, TableLimitsChangeResponse, M.unknownOutcome),
  };
}

export type TablesTrading = ReturnType<typeof createTablesTrading>;
