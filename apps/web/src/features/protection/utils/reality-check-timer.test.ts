import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextRealityCheckAt, scheduleRealityCheck } from './reality-check-timer.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-26T01:00:00Z');

describe('reality check timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('falls due on whole intervals counted from the session start', () => {
    expect(nextRealityCheckAt(START, 15 * MINUTE, START)).toBe(START + 15 * MINUTE);
    expect(nextRealityCheckAt(START, 15 * MINUTE, START + 14 * MINUTE)).toBe(START + 15 * MINUTE);
    // Exactly on a due moment, that one is being shown: the next is one interval later.
    expect(nextRealityCheckAt(START, 15 * MINUTE, START + 15 * MINUTE)).toBe(START + 30 * MINUTE);
    // A page opened 40 minutes into the session waits for 45, not for 40 + 15.
    expect(nextRealityCheckAt(START, 15 * MINUTE, START + 40 * MINUTE)).toBe(START + 45 * MINUTE);
    // A client clock behind the server's start still waits one interval.
    expect(nextRealityCheckAt(START, 30 * MINUTE, START - 5 * MINUTE)).toBe(START + 30 * MINUTE);
  });

  it('calls once at the due moment and not before', () => {
    vi.setSystemTime(START + 10 * MINUTE);
    const onDue = vi.fn();
    scheduleRealityCheck({ startedAtMs: START, intervalMs: 15 * MINUTE, onDue });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('counts in the unit it is given', () => {
    vi.setSystemTime(START);
    const onDue = vi.fn();
    // A 15-"minute" interval in units of 100 ms is due 1.5 seconds after the start.
    scheduleRealityCheck({ startedAtMs: START, intervalMs: 15 * 100, onDue });
    vi.advanceTimersByTime(1499);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('waits again when its timer fires before the moment (the clock was set back)', () => {
    vi.setSystemTime(START);
    const onDue = vi.fn();
    scheduleRealityCheck({ startedAtMs: START, intervalMs: 15 * MINUTE, onDue });
    vi.setSystemTime(START - 5 * MINUTE);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.setSystemTime(START);
    const onDue = vi.fn();
    const cancel = scheduleRealityCheck({ startedAtMs: START, intervalMs: 15 * MINUTE, onDue });
    cancel();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onDue).not.toHaveBeenCalled();
  });
});
