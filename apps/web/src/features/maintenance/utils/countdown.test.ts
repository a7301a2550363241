import { describe, expect, it } from 'vitest';
import { countdownText, timeLeft } from './countdown.ts';

describe('the maintenance countdown', () => {
  it('reads hh:mm:ss', () => {
    expect(countdownText(((1 * 60 + 2) * 60 + 3) * 1000)).toBe('01:02:03');
    expect(countdownText(59_000)).toBe('00:00:59');
    expect(countdownText(20 * 60 * 1000)).toBe('00:20:00');
  });

  it('counts a started second as left, so it reaches 00:00:00 only at the end', () => {
    expect(countdownText(1)).toBe('00:00:01');
    expect(countdownText(999)).toBe('00:00:01');
    expect(countdownText(1000)).toBe('00:00:01');
    expect(countdownText(1001)).toBe('00:00:02');
  });

  it('stops at zero once the end has passed', () => {
    expect(countdownText(0)).toBe('00:00:00');
    expect(countdownText(-5_000)).toBe('00:00:00');
  });

  it('lets the hours grow past a day', () => {
    expect(countdownText(50 * 3600 * 1000)).toBe('50:00:00');
    expect(timeLeft(((26 * 60 + 5) * 60 + 9) * 1000)).toEqual({ hours: 26, minutes: 5, seconds: 9 });
  });
});
