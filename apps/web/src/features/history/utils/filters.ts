import type { HistoryBody, HistoryType } from '@app/contract';
import type { TransactionStatus } from '@app/domain';
import { lastDays, type DateRange } from '../../../lib/vietnam-day.ts';

// The date range is shared with the bet history (lib/vietnam-day.ts).
export { daysBefore, isRangeValid, todayInVietnam } from '../../../lib/vietnam-day.ts';

/** The dates are inclusive calendar days in Asia/Ho_Chi_Minh (the contract's reading). */
export type HistoryFilters = DateRange & {
  type: HistoryType | null;
  status: TransactionStatus | null;
};

/** The default window: today and the six days before it. */
const DEFAULT_DAYS = 7;

export function defaultHistoryFilters(now?: number): HistoryFilters {
  return { type: null, status: null, ...lastDays(DEFAULT_DAYS, now) };
}

/** The request body of these filters; "Tất cả" and an emptied date are simply left out. */
export function historyBody(filters: HistoryFilters): HistoryBody {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
