import type { OperatorMaintenanceList } from '@app/contract';

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
