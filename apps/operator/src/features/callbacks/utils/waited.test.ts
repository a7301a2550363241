import { describe, expect, it } from 'vitest';
import { waitedText } from './waited.ts';

describe('waitedText', () => {
  const at = Date.parse('2026-11-28T03:00:00Z');
  const since = (ms: number) => new Date(at - ms).toISOString();

  it.each([
    [0, 'Vừa xong'],
    [59_000, 'Vừa xong'],
    [60_000, '1 phút'],
    [59 * 60_000, '59 phút'],
    [65 * 60_000, '1 giờ 5 phút'],
    [(24 * 60 + 5) * 60_000, '1 ngày 0 giờ'],
    [(2 * 24 + 3) * 3_600_000, '2 ngày 3 giờ'],
  ])('%i ms → %s', (ms, text) => {
    expect(waitedText(since(ms), at)).toBe(text);
  });

  it('a request stamped a little after the console’s clock has waited no time at all', () => {
    expect(waitedText(since(-5_000), at)).toBe('Vừa xong');
  });
});
