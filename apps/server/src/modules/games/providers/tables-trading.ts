import { TABLE_TRADING_PATHS, TableLimitsChangeResponse, TableLimitsResponse, type TableLimitSetBody } from '@app/contract/sandbox-tables';
import { TABLE_TRADING_MESSAGES as M } from '../../../messages/sandbox-tables.ts';
import { createTradingCall, type TradingCallOptions } from './trading-call.ts';

/**
 * The live tables' limits desk at the provider, called over signed HTTP through the same call as the
 * lottery's odds desk (trading-call.ts). The console's changes go through here; the provider answers
 * with every table's limits as they now are.
 */
export function createTablesTrading(options: TradingCallOptions) {
  const call = createTradingCall(options, M.unavailable);
  return {
    limits: () => call(TABLE_TRADING_PATHS.limits, {}, TableLimitsResponse, M.unavailable),
    setLimits: (body: TableLimitSetBody) => call(TABLE_TRADING_PATHS.limitsSet, body, TableLimitsChangeResponse, M.unknownOutcome),
  };
}

export type TablesTrading = ReturnType<typeof createTablesTrading>;
