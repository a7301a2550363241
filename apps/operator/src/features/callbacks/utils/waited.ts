import { t } from '../../../lib/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a request has waited, in the words the queue shows: "Vừa xong", "12 phút", "1 giờ 5 phút", "2 ngày 3 giờ". */
export function waitedText(createdAt: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(createdAt));
  const w = t.callbacks.waited;
  if (ms < MINUTE) return w.justNow;
  if (ms < HOUR) return w.minutes(Math.floor(ms / MINUTE));
  if (ms < DAY) return w.hours(Math.floor(ms / HOUR), Math.floor((ms % HOUR) / MINUTE));
  return w.days(Math.floor(ms / DAY), Math.floor((ms % DAY) / HOUR));
}

/** A request waiting longer than this is marked for attention. */
export const LONG_WAIT_MS = 15 * MINUTE;
