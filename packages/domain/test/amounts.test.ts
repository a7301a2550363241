import { describe, expect, it } from 'vitest';
import { amountAboveMaximum, amountBelowMinimum, amountProblem } from '../src/index.ts';

describe('amountProblem', () => {
  const rule = { minAmount: 100_000, maxAmount: 50_000_000 };

  it('refuses what is no amount: nothing typed, zero, a negative, a fraction', () => {
    for (const amount of [null, 0, -5_000, 150_000.5, Number.NaN, 2 ** 60]) {
      expect(amountProblem(amount, rule)).toBe('invalid');
    }
  });

  it('holds the amount to the limits, both ends included', () => {
    expect(amountProblem(99_999, rule)).toBe('too-small');
    expect(amountProblem(100_000, rule)).toBeNull();
    expect(amountProblem(50_000_000, rule)).toBeNull();
    expect(amountProblem(50_000_001, rule)).toBe('too-large');
  });

  it('checks the balance only where money leaves an account, after the limits', () => {
    expect(amountProblem(1_000_001, { ...rule, balance: 1_000_000 })).toBe('not-enough');
    expect(amountProblem(1_000_000, { ...rule, balance: 1_000_000 })).toBeNull();
    expect(amountProblem(60_000_000, { ...rule, balance: 0 })).toBe('too-large');
  });
});

describe('limit sentences', () => {
  it('name the action and the limit with commas', () => {
    expect(amountBelowMinimum('nạp', 50_000)).toBe('Số tiền nạp tối thiểu là 50,000 VND');
    expect(amountAboveMaximum('rút', 50_000_000)).toBe('Số tiền rút tối đa là 50,000,000 VND');
    expect(amountBelowMinimum('chuyển', 1_000)).toBe('Số tiền chuyển tối thiểu là 1,000 VND');
  });
});
