import { describe, expect, it } from 'vitest';
import { generateServerSeed } from '../../src/games/fair.ts';
import { closesAt, drawIdOf, fairNorthernDraw, isDrawTime, LOTTERY_GAMES, nextDrawAt, previousDrawAt } from '../../src/lottery/index.ts';

const at = (iso: string) => Date.parse(iso);

describe('lottery schedule', () => {
  it('fast draws fall on whole periods; a draw at exactly now is no longer open', () => {
    const one = LOTTERY_GAMES['sieu-toc-1'];
    expect(nextDrawAt(one, at('2026-11-27T05:30:20Z'))).toBe(at('2026-11-27T05:31:00Z'));
    expect(nextDrawAt(one, at('2026-11-27T05:31:00Z'))).toBe(at('2026-11-27T05:32:00Z'));
    const three = LOTTERY_GAMES['sieu-toc-3'];
    expect(nextDrawAt(three, at('2026-11-27T05:31:00Z'))).toBe(at('2026-11-27T05:33:00Z'));
    expect(previousDrawAt(three, at('2026-11-27T05:33:00Z'))).toBe(at('2026-11-27T05:30:00Z'));
    expect(isDrawTime(three, at('2026-11-27T05:33:00Z'))).toBe(true);
    expect(isDrawTime(three, at('2026-11-27T05:32:00Z'))).toBe(false);
    expect(closesAt(at('2026-11-27T05:33:00Z'))).toBe(at('2026-11-27T05:32:50Z'));
  });

  it('the northern draw is at 18:15 in Vietnam (11:15 UTC), the next day once it has passed', () => {
    const mb = LOTTERY_GAMES['mien-bac'];
    expect(nextDrawAt(mb, at('2026-11-27T05:00:00Z'))).toBe(at('2026-11-27T11:15:00Z'));
    expect(nextDrawAt(mb, at('2026-11-27T11:15:00Z'))).toBe(at('2026-11-28T11:15:00Z'));
    // 23:30 UTC is already the 28th in Vietnam: that day's draw.
    expect(nextDrawAt(mb, at('2026-11-27T23:30:00Z'))).toBe(at('2026-11-28T11:15:00Z'));
    expect(drawIdOf(mb, at('2026-11-28T11:15:00Z'))).toBe('MB-20261128');
  });

  it('numbers a fast draw by its place in the Vietnamese day; the midnight draw closes the day before', () => {
    const one = LOTTERY_GAMES['sieu-toc-1'];
    // 12:31 in Vietnam: the 751st minute.
    expect(drawIdOf(one, at('2026-11-27T05:31:00Z'))).toBe('ST1-20261127-0751');
    expect(drawIdOf(one, at('2026-11-26T17:01:00Z'))).toBe('ST1-20261127-0001');
    expect(drawIdOf(one, at('2026-11-26T17:00:00Z'))).toBe('ST1-20261126-1440');
    const five = LOTTERY_GAMES['sieu-toc-5'];
    expect(drawIdOf(five, at('2026-11-26T17:00:00Z'))).toBe('ST5-20261126-0288');
    expect(drawIdOf(five, at('2026-11-26T17:05:00Z'))).toBe('ST5-20261127-0001');
  });

  it('a draw is a function of its seed and id: the same twice, different with another id', () => {
    const seed = generateServerSeed();
    const a = fairNorthernDraw(seed, 'ST1-20261127-0751');
    expect(fairNorthernDraw(seed, 'ST1-20261127-0751')).toEqual(a);
    expect(fairNorthernDraw(seed, 'ST1-20261127-0752')).not.toEqual(a);
    expect(Object.values(a).flat()).toHaveLength(27);
  });
});
