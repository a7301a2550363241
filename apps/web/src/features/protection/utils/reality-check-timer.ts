/**
 * When the reality check (D11) is due: every `intervalMs` counted from the start of the session
 * (sessionStartedAt), so a reload or a second tab does not restart the count. Plain setTimeout and
 * Date.now, which fake clocks (vitest, Playwright's page.clock) control.
 */

/** The first moment after `nowMs` that is a whole number of intervals after the session start. */
export function nextRealityCheckAt(startedAtMs: number, intervalMs: number, nowMs: number): number {
  if (nowMs < startedAtMs) return startedAtMs + intervalMs;
  const passed = Math.floor((nowMs - startedAtMs) / intervalMs);
  return startedAtMs + (passed + 1) * intervalMs;
}

export type RealityCheckSchedule = {
  /** The session's start on this machine's clock (Date.now's). */
  startedAtMs: number;
  intervalMs: number;
  onDue: () => void;
};

/**
 * Calls onDue once at the next due moment and returns the cancel. A timer that fires early (a clock
 * moved back) waits again for the rest; one that fires late (a sleeping laptop) is due at once.
 */
export function scheduleRealityCheck({ startedAtMs, intervalMs, onDue }: RealityCheckSchedule): () => void {
  const dueAt = nextRealityCheckAt(startedAtMs, intervalMs, Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    const left = dueAt - Date.now();
    if (left <= 0) onDue();
    else timer = setTimeout(wait, left);
  };
  timer = setTimeout(wait, dueAt - Date.now());
  return () => clearTimeout(timer);
}
