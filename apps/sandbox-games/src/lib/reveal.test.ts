import { describe, expect, it } from 'vitest';
import { reelLandingTimes, requestDelay, revealTime, revealWhenReady, SLOT_MIN_SPIN_MS, type Clock } from './reveal.ts';

/** A clock the test moves by hand: sleep resolves when the time is advanced past its end. */
function manualClock(start = 0) {
  let now = start;
  const sleepers: { until: number; resolve: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms) => new Promise((resolve) => sleepers.push({ until: now + Math.max(0, ms), resolve })),
  };
  return {
    clock,
    async advanceTo(time: number) {
      now = time;
      for (const s of sleepers.splice(0)) {
        if (s.until <= now) s.resolve();
        else sleepers.push(s);
      }
      await Promise.resolve();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reveal time', () => {
  it('is the later of the answer and press + minimum', () => {
    expect(revealTime(1000, 1200, SLOT_MIN_SPIN_MS)).toBe(3500);
    expect(revealTime(1000, 4200, SLOT_MIN_SPIN_MS)).toBe(4200);
    expect(revealTime(1000, 3500, SLOT_MIN_SPIN_MS)).toBe(3500);
  });

  it('lands the first reel at the reveal and each next one a stagger later', () => {
    expect(reelLandingTimes(3500, 5, 160)).toEqual([3500, 3660, 3820, 3980, 4140]);
    expect(reelLandingTimes(3500, 5, 0)).toEqual([3500, 3500, 3500, 3500, 3500]);
  });

  it('holds a fast answer until 2.5 s after the press', async () => {
    const { clock, advanceTo } = manualClock(1000);
    let answer!: (value: string) => void;
    let revealed: { value: string; revealAt: number } | null = null;
    void revealWhenReady(new Promise<string>((resolve) => (answer = resolve)), 1000, SLOT_MIN_SPIN_MS, clock).then((r) => (revealed = r));
    await advanceTo(1300);
    answer('stops');
    await flush();
    await advanceTo(3499);
    await flush();
    expect(revealed).toBeNull();
    await advanceTo(3500);
    await flush();
    expect(revealed).toEqual({ value: 'stops', revealAt: 3500 });
  });

  it('reveals a slow answer as soon as it arrives', async () => {
    const { clock, advanceTo } = manualClock(1000);
    let answer!: (value: string) => void;
    let revealed: { value: string; revealAt: number } | null = null;
    void revealWhenReady(new Promise<string>((resolve) => (answer = resolve)), 1000, SLOT_MIN_SPIN_MS, clock).then((r) => (revealed = r));
    await advanceTo(5000);
    answer('late');
    await flush();
    await advanceTo(5000);
    await flush();
    expect(revealed).toEqual({ value: 'late', revealAt: 5000 });
  });

  it('passes a refusal on at once, without waiting for the minimum', async () => {
    const { clock } = manualClock(1000);
    await expect(revealWhenReady(Promise.reject(new Error('Số dư không đủ')), 1000, SLOT_MIN_SPIN_MS, clock)).rejects.toThrow('Số dư không đủ');
  });
});

describe('request delay', () => {
  it('sends at once the first time and when the interval has passed since the last answer', () => {
    expect(requestDelay(5000, null, 2500)).toBe(0);
    expect(requestDelay(5000, 2000, 2500)).toBe(0);
  });

  it('holds a request that would reach the provider inside its interval', () => {
    expect(requestDelay(4000, 2000, 2500)).toBe(500);
  });
});
