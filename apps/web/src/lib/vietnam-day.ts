import { clockOffset } from './clock.ts';

/**
 * Calendar days in Vietnam as the API takes them (yyyy-MM-dd, Asia/Ho_Chi_Minh), and the date range
 * of a history filter. Here rather than in a feature because the transaction history and the bet
 * history both filter by it, and a feature imports no other.
 */
export type DateRange = {
  /** yyyy-MM-dd, inclusive; '' when left open. */
  fromDate: string;
  toDate: string;
};

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

/** The last `days` calendar days, today included. */
export function lastDays(days: number, now?: number): DateRange {
  const toDate = todayInVietnam(now);
  return { fromDate: daysBefore(toDate, days - 1), toDate };
}

/** yyyy-MM-dd strings compare in calendar order. Takes any filter that carries a range. */
export function isRangeValid<R extends DateRange>({ fromDate, toDate }: R): boolean {
  return !fromDate || !toDate || fromDate <= toDate;
}
