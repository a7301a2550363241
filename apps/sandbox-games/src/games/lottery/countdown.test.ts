import { describe, expect, it } from 'vitest';
import { bettingPhase, clockOffset, countdownText, pollDelay } from './countdown.ts';
import { createDrawWatch } from './draw-watch.ts';

describe('the countdown on the provider clock', () => {
  it('keeps the offset between the server time and the device clock at the answer', () => {
    const device = Date.parse('2026-11-27T05:00:00.000Z');
    expect(clockOffset('2026-11-27T05:00:03.500Z', device)).toBe(3500);
    expect(clockOffset('2026-11-27T04:59:58.000Z', device)).toBe(-2000);
    expect(clockOffset('not a time', device)).toBe(0);
  });

  it('is open until the close instant, then closed', () => {
    const closes = '2026-11-27T05:00:50.000Z';
    expect(bettingPhase(closes, Date.parse('2026-11-27T05:00:08.000Z'))).toEqual({ kind: 'open', msToClose: 42_000 });
    expect(bettingPhase(closes, Date.parse(closes))).toEqual({ kind: 'closed' });
    expect(bettingPhase(closes, Date.parse(closes) + 1)).toEqual({ kind: 'closed' });
  });

  it('writes minutes and seconds, hours when the draw is hours away, rounding up', () => {
    expect(countdownText(42_000)).toBe('00:42');
    expect(countdownText(41_001)).toBe('00:42');
    expect(countdownText(299_000)).toBe('04:59');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5)).toBe('00:00');
    expect(countdownText((5 * 3600 + 2 * 60 + 3) * 1000)).toBe('5:02:03');
  });

  it('polls every 5 s, every second while a draw is awaited', () => {
    expect(pollDelay(false)).toBe(5000);
    expect(pollDelay(true)).toBe(1000);
  });
});

const draw = (minute: number) => {
  const drawAt = Date.parse(`2026-11-27T05:${String(minute).padStart(2, '0')}:00.000Z`);
  return { drawId: `ST1-20261127-07${minute}`, drawAt: new Date(drawAt).toISOString(), closesAt: new Date(drawAt - 10_000).toISOString() };
};
const result = (minute: number, settled: boolean) => ({ ...draw(minute), settled });

describe('the draw the page waits for', () => {
  it('waits from the close of a draw it saw open until that draw has a result', () => {
    const watch = createDrawWatch();
    const first = watch.observe(draw(51), result(50, true));
    expect(first).toEqual({ newResult: false, newlySettled: false, openChanged: false });
    expect(watch.awaiting(Date.parse('2026-11-27T05:50:40.000Z'))).toBeNull();
    // 05:50:50: betting on 05:51 closed; the server now sells 05:52.
    const closed = Date.parse('2026-11-27T05:50:51.000Z');
    expect(watch.awaiting(closed)).toBe(draw(51).drawId);
    expect(watch.observe(draw(52), result(50, true))).toEqual({ newResult: false, newlySettled: false, openChanged: true });
    expect(watch.awaiting(closed)).toBe(draw(51).drawId);
    // The result is in but not yet paid, then paid.
    expect(watch.observe(draw(52), result(51, false))).toEqual({ newResult: true, newlySettled: false, openChanged: false });
    expect(watch.awaiting(Date.parse('2026-11-27T05:51:02.000Z'))).toBeNull();
    expect(watch.settling).toBe(true);
    expect(watch.observe(draw(52), result(51, true))).toEqual({ newResult: false, newlySettled: true, openChanged: false });
    expect(watch.settling).toBe(false);
  });

  it('does not wait for a draw it never saw open, and reveals nothing on the first answer', () => {
    const watch = createDrawWatch();
    expect(watch.observe(draw(52), null).newResult).toBe(false);
    expect(watch.awaiting(Date.parse('2026-11-27T05:51:30.000Z'))).toBeNull();
    expect(watch.observe(draw(52), result(51, true))).toEqual({ newResult: true, newlySettled: true, openChanged: false });
  });
});
