/**
 * The lottery runs on the provider's clock, never the device's: each state answer carries serverTime,
 * and the page keeps only the offset between it and the device clock at the moment the answer came.
 */

/** serverTime − device time when the answer arrived; add it to Date.now() for the provider's "now". */
export function clockOffset(serverTime: string, deviceNowAtAnswer: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNowAtAnswer : 0;
}

export type BettingPhase =
  /** Tickets are sold; this long until betting closes. */
  | { kind: 'open'; msToClose: number }
  /** Betting closed on the draw shown; the next state answer brings the next draw. */
  | { kind: 'closed' };

export function bettingPhase(closesAt: string, serverNow: number): BettingPhase {
  const msToClose = Date.parse(closesAt) - serverNow;
  return msToClose > 0 ? { kind: 'open', msToClose } : { kind: 'closed' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "00:42", "04:59", and "5:02:03" for the daily draw hours away; whole seconds, rounded up. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export const POLL_MS = 5_000;
export const POLL_FAST_MS = 1_000;

/** Every 5 s; every second from a draw's close until its result (and its payouts) are in. */
export function pollDelay(waitingForDraw: boolean): number {
  return waitingForDraw ? POLL_FAST_MS : POLL_MS;
}
