const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's calendar day in Asia/Ho_Chi_Minh ('yyyy-MM-dd'), whatever the operator's own time zone. */
export function vietnamToday(now: number = Date.now()): string {
  return new Date(now + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one date to the other, both counted ('2026-11-01' → '2026-11-01' is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A return as a percentage with two decimals ('96.12%'); a dash when there is none. */
export function formatRtp(rtp: number | null): string {
  return rtp === null ? '—' : `${(rtp * 100).toFixed(2)}%`;
}

/** 'yyyy-MM-dd' as the console writes days: dd-MM-yyyy. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}
