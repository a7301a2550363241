import type { OperatorMaintenanceList } from '@app/contract';

/** Vietnam has had no daylight saving time since 1975: a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * What an `<input type="datetime-local">` holds ('YYYY-MM-DDTHH:mm', perhaps with seconds), read as
 * Vietnam's wall time whatever the operator's machine is set to: 'YYYY-MM-DDTHH:mm:00+07:00'. Null when
 * the field is empty or incomplete.
 */
export function vietnamInstant(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(local);
  return match ? `${match[1]}:00+07:00` : null;
}

/** An instant as a datetime-local value in Vietnam time ('YYYY-MM-DDTHH:mm'). */
export function vietnamLocalValue(ms: number): string {
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

export type WindowState = OperatorMaintenanceList['windows'][number]['state'];

/**
 * A window's state at `now` (server time): the list's word, moved on by the clock since it was read
 * (a scheduled window starts, an active one ends), so the page need not ask the server again.
 */
export function stateAt(window: { state: WindowState; startsAt: string; endsAt: string }, now: number): WindowState {
  if (window.state === 'ended' || Date.parse(window.endsAt) <= now) return 'ended';
  if (window.state === 'active' || Date.parse(window.startsAt) <= now) return 'active';
  return 'scheduled';
}
