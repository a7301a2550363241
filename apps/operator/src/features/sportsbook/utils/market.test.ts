import { describe, expect, it } from 'vitest';
import { parseLine, pricesOf, scoreLine, SIDES_OF } from './market.ts';
import { vietnamInstant, vietnamLocalValue } from '../../../lib/vietnam-time.ts';

describe('the desk market helpers', () => {
  it('reads a line typed with a point or a Vietnamese comma, and nothing else', () => {
    expect(parseLine('-0.75')).toBe(-0.75);
    expect(parseLine(' 2,5 ')).toBe(2.5);
    expect(parseLine('+1')).toBe(1);
    expect(parseLine('')).toBeNull();
    expect(parseLine('abc')).toBeNull();
  });

  it("keeps only the kind's sides, as decimal strings", () => {
    expect(pricesOf('handicap', { home: '0,92', away: ' -0.96 ', over: '0.9' })).toEqual({ home: '0.92', away: '-0.96' });
    expect(pricesOf('1x2', { home: '2.00', draw: '', away: '3.6' })).toEqual({ home: '2.00', away: '3.6' });
    expect(SIDES_OF['over-under']).toEqual(['over', 'under']);
  });

  it('prints a score with its first half', () => {
    expect(scoreLine({ fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } })).toBe('2 - 1 (H1 1 - 0)');
  });

  it('reads a datetime-local value as Vietnam time', () => {
    expect(vietnamInstant('2026-12-01T19:30')).toBe('2026-12-01T19:30:00+07:00');
    expect(vietnamInstant('2026-12-01')).toBeNull();
    expect(vietnamLocalValue(Date.parse('2026-12-01T12:30:00Z'))).toBe('2026-12-01T19:30');
  });
});
