import { badRequest } from './errors.ts';

export const DAY_MS = 86_400_000;
const INVALID_DATE = 'Ngày không hợp lệ';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The calendar day ('yyyy-MM-dd') in Asia/Ho_Chi_Minh (UTC+7, no daylight saving) at `at`. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * 'yyyy-MM-dd' as epoch ms of its midnight in Asia/Ho_Chi_Minh (UTC+7, no daylight saving): the
 * calendar days members pick in date filters. A date that does not exist is a 400.
 */
export function vietnamDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw badRequest(INVALID_DATE);
  return utc - VIETNAM_OFFSET_MS;
}
