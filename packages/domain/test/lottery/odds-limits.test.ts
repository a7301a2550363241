import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_ODDS, LOTTERY_BET_TYPES, lotteryOddsProblem, percentText } from '../../src/lottery/index.ts';
import { fraction } from '../../src/fraction.ts';

describe('the odds an operator may set', () => {
  it('accepts every street rate the book starts from', () => {
    for (const betType of LOTTERY_BET_TYPES) expect(lotteryOddsProblem(betType, DEFAULT_LOTTERY_ODDS[betType]), betType).toBeNull();
  });

  it('refuses odds that leave the house no edge, or one above 75%, in Vietnamese', () => {
    // Đề pays once in 100: 1 ăn 100 is an even game, 1 ăn 99 keeps 1%.
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 99_000 })).toBeNull();
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 100_000 })).toMatch(/cho người chơi lợi thế \(lợi nhuận nhà cái 0\.000%\)/);
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 120_000 })).toMatch(/lợi nhuận nhà cái -20\.000%/);
    // Lô: 27/100 hits on average; 23,000 → 85,185 keeps a hair of edge, 85,186 gives it away.
    expect(lotteryOddsProblem('lo', { pointPrice: 23_000, payoutPerPoint: 85_185 })).toBeNull();
    expect(lotteryOddsProblem('lo', { pointPrice: 23_000, payoutPerPoint: 85_186 })).toMatch(/lợi thế/);
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 20_000 })).toMatch(/vượt mức tối đa 75%/);
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 25_000 })).toBeNull();
  });

  it('refuses amounts that are not whole VND', () => {
    expect(lotteryOddsProblem('de', { pointPrice: 0, payoutPerPoint: 80_000 })).toMatch(/số tiền nguyên dương/);
    expect(lotteryOddsProblem('de', { pointPrice: 1_000, payoutPerPoint: 80_000.5 })).toMatch(/số tiền nguyên dương/);
  });

  it('writes a share as a percentage with three decimals', () => {
    expect(percentText(fraction(7, 115))).toBe('6.087%');
    expect(percentText(fraction(3, 4), 0)).toBe('75%');
  });
});
