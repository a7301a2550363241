import type { BetHistoryBody } from '@app/contract';
import type { GameCategoryId, GameProviderCode } from '@app/domain';
import { lastDays, type DateRange } from '../../../lib/vietnam-day.ts';

/** The dates are inclusive calendar days in Asia/Ho_Chi_Minh (the contract's reading). */
export type BetFilters = DateRange & {
  provider: GameProviderCode | null;
  category: GameCategoryId | null;
};

/** The default window, as the transaction history's: today and the six days before it. */
const DEFAULT_DAYS = 7;

export function defaultBetFilters(now?: number): BetFilters {
  return { provider: null, category: null, ...lastDays(DEFAULT_DAYS, now) };
}

/** The request body of these filters; "Tất cả" and an emptied date are left out. */
export function betHistoryBody(filters: BetFilters): BetHistoryBody {
  return {
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
