/**
 * When a round's outcome may be shown. The reels start at the press, and the server's answer is
 * revealed only once it has arrived AND the minimum time has passed since the press, whichever is
 * later: a fast answer never makes a faster game, a slow one is never cut short.
 */

/** The slot's minimum from press to result. Reduced motion never shortens it. */
export const SLOT_MIN_SPIN_MS = 2_500;
/** The dice's minimum shake. */
export const DICE_MIN_SHAKE_MS = 1_500;

export function revealTime(pressedAt: number, answeredAt: number, minimumMs: number): number {
  return Math.max(answeredAt, pressedAt + minimumMs);
}

/**
 * When each reel starts landing: the first at the reveal time, each next one `staggerMs` later, so no
 * reel shows any of the answer before the reveal time.
 */
export function reelLandingTimes(revealAt: number, reelCount: number, staggerMs: number): number[] {
  return Array.from({ length: reelCount }, (_, reel) => revealAt + reel * staggerMs);
}

/**
 * How long to hold a slot spin's request after the press. The provider refuses a spin less than 2.5 s
 * after the previous one (its own clock, the moment it played it). That moment came before its answer
 * reached us, so a request sent at least the interval after that answer is never refused for it; the
 * reels start at the press all the same, and the reveal is still measured from the press.
 */
export function requestDelay(now: number, lastAnsweredAt: number | null, intervalMs: number): number {
  return lastAnsweredAt === null ? 0 : Math.max(0, lastAnsweredAt + intervalMs - now);
}

export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/**
 * Waits for `answer`, then until the reveal time. A refused answer is passed on at once: there is
 * nothing to reveal, and the member should read the refusal without waiting.
 */
export async function revealWhenReady<T>(answer: Promise<T>, pressedAt: number, minimumMs: number, clock: Clock = realClock): Promise<{ value: T; revealAt: number }> {
  const value = await answer;
  const revealAt = revealTime(pressedAt, clock.now(), minimumMs);
  await clock.sleep(revealAt - clock.now());
  return { value, revealAt };
}
