import type { HistoryBody, HistoryType } from '@app/contract';
import type { TransactionStatus } from '@app/domain';
import { clockOffset } from '../../../lib/clock.ts';

export type HistoryFilters = {
  type: HistoryType | null;
  status: TransactionStatus | null;
  /** yyyy-MM-dd, inclusive calendar days in Asia/Ho_Chi_Minh (the contract's reading). */
  fromDate: string;
  toDate: string;
};

/** The default window: today and the six days before it. */
const DEFAULT_DAYS = 7;

/** 'en-CA' writes dates as yyyy-MM-dd; the time zone database knows Vietnam's offset. */
const dayInVietnam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Vietnam by the server's clock as this client estimates it, whatever the device's zone. */
export function todayInVietnam(now = Date.now() + clockOffset()): string {
  return dayInVietnam.format(now);
}

/** A calendar day `days` before `day` (both yyyy-MM-dd); pure date arithmetic, no time zone involved. */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

export function defaultHistoryFilters(now?: number): HistoryFilters {
  const toDate = todayInVietnam(now);
  return { type: null, status: null, fromDate: daysBefore(toDate, DEFAULT_DAYS - 1), toDate };
}

/** yyyy-MM-dd strings compare in calendar order. */
export function isRangeValid({ fromDate, toDate }: HistoryFilters): boolean {
  return !fromDate || !toDate || fromDate <= toDate;
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
