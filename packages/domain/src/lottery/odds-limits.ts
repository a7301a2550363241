import { compare, fraction, toNumber, ZERO, type Fraction } from '../fraction.ts';
import type { LotteryBetType, LotteryOdds } from './bets.ts';
import { lotteryStats } from './house-edge.ts';

/** The highest point price or payout per point an operator may set (VND). */
export const LOTTERY_ODDS_MAX_VND = 1_000_000_000;

/**
 * The widest house edge an operator may set. Not 50%: the street rates the book starts from keep
 * 60% on 3 càng, 50.8% on xiên 3 and 73.3% on xiên 4, and setting a default back must stay possible.
 */
export const LOTTERY_MAX_HOUSE_EDGE: Fraction = fraction(3, 4);

/** "6.087%": a share as a percentage, with three decimals (rounded), '.' as the decimal point (spec §9). */
export function percentText(share: Fraction, digits = 3): string {
  return `${(toNumber(share) * 100).toFixed(digits)}%`;
}

/**
 * Why odds may not be set for a bet type (null: they may): whole VND within bounds, and a house edge
 * (counted exactly by `lotteryStats`) above 0, so a member never has the edge, and at most
 * LOTTERY_MAX_HOUSE_EDGE.
 */
export function lotteryOddsProblem(betType: LotteryBetType, odds: LotteryOdds): string | null {
  const whole = (v: number) => Number.isSafeInteger(v) && v > 0 && v <= LOTTERY_ODDS_MAX_VND;
  if (!whole(odds.pointPrice) || !whole(odds.payoutPerPoint)) return 'Giá 1 điểm và tiền thưởng mỗi điểm phải là số tiền nguyên dương (VND), tối đa 1,000,000,000 ₫.';
  const { houseEdge } = lotteryStats(betType, odds);
  if (compare(houseEdge, ZERO) <= 0) {
    return `Tỷ lệ này cho người chơi lợi thế (lợi nhuận nhà cái ${percentText(houseEdge)}): hãy giảm tiền thưởng hoặc tăng giá điểm để nhà cái giữ lợi nhuận lớn hơn 0%.`;
  }
  if (compare(houseEdge, LOTTERY_MAX_HOUSE_EDGE) > 0) {
    return `Lợi nhuận nhà cái ${percentText(houseEdge)} vượt mức tối đa ${percentText(LOTTERY_MAX_HOUSE_EDGE, 0)}: hãy tăng tiền thưởng hoặc giảm giá điểm.`;
  }
  return null;
}
