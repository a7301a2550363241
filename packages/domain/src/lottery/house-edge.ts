import { add, fraction, mul, sub, toNumber, ZERO, type Fraction } from '../fraction.ts';
import { DEFAULT_LOTTERY_ODDS, LOTTERY_BETS, type LotteryBetType, type LotteryOdds } from './bets.ts';
import { NORTHERN_PRIZES } from './draw.ts';

export type LotteryStats = {
  /** The chance one bet (one number, or one xiên combination) wins at least once in a draw. */
  readonly winChance: Fraction;
  /** Credited per VND staked, on average. */
  readonly rtp: Fraction;
  readonly houseEdge: Fraction;
  /** Standard deviation of the credit per VND staked, for one bet in one draw. */
  readonly sd: number;
};

/**
 * The exact figures of a bet type at given odds, counted, not simulated. Each of the 27 numbers is
 * drawn uniformly and independently, so the last two digits of each are uniform over 00–99 and
 * independent of the others (every prize has at least two digits), and the special prize's last three
 * are uniform over 000–999.
 *
 * - Lô: the hits of a number are Binomial(27, 1/100), paid per hit: mean 27/100.
 * - Đề 1/100; 3 càng 1/1000.
 * - Xiên k (k distinct numbers all among the 27 endings), by inclusion–exclusion over the numbers
 *   missing: Σ_j (−1)^j C(k, j) ((100 − j)/100)^27.
 */
export function lotteryStats(betType: LotteryBetType, odds: LotteryOdds = DEFAULT_LOTTERY_ODDS[betType]): LotteryStats {
  const pays = fraction(odds.payoutPerPoint, odds.pointPrice);
  const draws = NORTHERN_PRIZES.reduce((n, tier) => n + tier.count, 0);
  const together = LOTTERY_BETS[betType].together;
  if (betType === 'lo') {
    const p = fraction(1, 100);
    const meanHits = mul(fraction(draws), p);
    const varianceHits = mul(meanHits, sub(fraction(1), p));
    const rtp = mul(meanHits, pays);
    return { winChance: sub(fraction(1), power(fraction(99, 100), draws)), rtp, houseEdge: sub(fraction(1), rtp), sd: toNumber(pays) * Math.sqrt(toNumber(varianceHits)) };
  }
  const winChance = together ? allAmongEndings(together, draws) : fraction(1, betType === 'ba-cang' ? 1000 : 100);
  const rtp = mul(winChance, pays);
  const p = toNumber(winChance);
  return { winChance, rtp, houseEdge: sub(fraction(1), rtp), sd: toNumber(pays) * Math.sqrt(p * (1 - p)) };
}

/** P(k given distinct two-digit numbers all appear among `draws` uniform, independent endings). */
export function allAmongEndings(k: number, draws: number): Fraction {
  let sum = ZERO;
  for (let j = 0; j <= k; j += 1) {
    const term = mul(fraction(binomial(k, j)), power(fraction(100 - j, 100), draws));
    sum = j % 2 === 0 ? add(sum, term) : sub(sum, term);
  }
  return sum;
}

function power(base: Fraction, exponent: number): Fraction {
  return fraction(base.num ** BigInt(exponent), base.den ** BigInt(exponent));
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
