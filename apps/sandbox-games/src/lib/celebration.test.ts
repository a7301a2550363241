import { describe, expect, it } from 'vitest';
import { winPresentation } from './celebration.ts';

describe('win presentation', () => {
  it('celebrates only a total win above the stake', () => {
    expect(winPresentation(1000, 1001)).toBe('celebrate');
    expect(winPresentation(1000, 25_000)).toBe('celebrate');
  });

  it('states a win at or under the stake plainly (a loss in disguise is no party)', () => {
    expect(winPresentation(1000, 1000)).toBe('plain');
    expect(winPresentation(1000, 50)).toBe('plain');
  });

  it('says nothing special for no win', () => {
    expect(winPresentation(1000, 0)).toBe('none');
  });
});
