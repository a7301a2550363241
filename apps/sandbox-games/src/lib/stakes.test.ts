import { describe, expect, it } from 'vitest';
import { canStep, stepStake } from './stakes.ts';

const stakes = [1_000, 2_000, 5_000, 10_000];

describe('stake stepper', () => {
  it('moves one stake at a time and stops at both ends', () => {
    expect(stepStake(stakes, 2_000, 1)).toBe(5_000);
    expect(stepStake(stakes, 2_000, -1)).toBe(1_000);
    expect(stepStake(stakes, 10_000, 1)).toBe(10_000);
    expect(stepStake(stakes, 1_000, -1)).toBe(1_000);
    expect(canStep(stakes, 10_000, 1)).toBe(false);
    expect(canStep(stakes, 10_000, -1)).toBe(true);
  });

  it('falls back to the smallest stake for one not on the list', () => {
    expect(stepStake(stakes, 3_000, 1)).toBe(1_000);
  });
});
