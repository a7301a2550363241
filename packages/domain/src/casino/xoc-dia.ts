import { RoundRandom, type RandomSource } from '../games/fair.ts';
import { fraction, sub, type Fraction } from '../fraction.ts';

/**
 * Xóc đĩa: four coins, red on one face and white on the other, shaken under a bowl; members bet on how
 * many show red. The house's edge is in the prices, never in the coins: each coin is a fair 1-in-2 from
 * the provably fair source, so the chance of r reds is C(4, r) / 16 (1, 4, 6, 4, 1 in 16).
 */
export type XocDiaCoin = 'red' | 'white';
export const XOC_DIA_COINS = 4;

export type XocDiaBet = 'chan' | 'le' | 'four-red' | 'four-white' | 'three-red' | 'three-white';

/**
 * The bets in the order the table lays them out, with what each pays. Chẵn (an even number of reds:
 * 0, 2 or 4) and Lẻ (1 or 3) pay 0.98 to 1; four of a colour 14 to 1; three of a colour and one of the
 * other 2.8 to 1.
 */
export const XOC_DIA_BETS: Readonly<Record<XocDiaBet, { readonly name: string; readonly pays: string; readonly reds: readonly number[] }>> = {
  chan: { name: 'Chẵn', pays: '1 ăn 0,98', reds: [0, 2, 4] },
  le: { name: 'Lẻ', pays: '1 ăn 0,98', reds: [1, 3] },
  'four-red': { name: '4 Đỏ', pays: '1 ăn 14', reds: [4] },
  'four-white': { name: '4 Trắng', pays: '1 ăn 14', reds: [0] },
  'three-red': { name: '3 Đỏ 1 Trắng', pays: '1 ăn 2,8', reds: [3] },
  'three-white': { name: '3 Trắng 1 Đỏ', pays: '1 ăn 2,8', reds: [1] },
};

export const XOC_DIA_BET_KINDS = Object.keys(XOC_DIA_BETS) as XocDiaBet[];

/** What a winning bet of each kind adds to the stake, as a fraction of it (0.98, 14, 2.8). */
const WIN_PER_STAKE: Readonly<Record<XocDiaBet, Fraction>> = {
  chan: fraction(98, 100),
  le: fraction(98, 100),
  'four-red': fraction(14),
  'four-white': fraction(14),
  'three-red': fraction(28, 10),
  'three-white': fraction(28, 10),
};

export type XocDiaResult = {
  /** The four coins as the bowl is lifted, left to right. */
  readonly coins: readonly XocDiaCoin[];
  readonly reds: number;
  readonly parity: 'chan' | 'le';
};

export function xocDiaResult(coins: readonly XocDiaCoin[]): XocDiaResult {
  if (coins.length !== XOC_DIA_COINS || coins.some((c) => c !== 'red' && c !== 'white')) throw new RangeError('xóc đĩa needs four coins, each red or white');
  const reds = coins.filter((c) => c === 'red').length;
  return { coins: [...coins], reds, parity: reds % 2 === 0 ? 'chan' : 'le' };
}

/** Four coins from a random source, one fair draw each. */
export function shakeCoins(random: RandomSource): XocDiaResult {
  return xocDiaResult(Array.from({ length: XOC_DIA_COINS }, () => (random.nextInt(2) === 1 ? 'red' : 'white')));
}

/**
 * A round of a series: HMAC-SHA-256(serverSeed, `${seriesId}:${position}`) draws the coins. Anyone
 * holding the revealed seed of the series recomputes every round of it.
 */
export function xocDiaRound(serverSeed: string, seriesId: string, position: number): XocDiaResult {
  return shakeCoins(new RoundRandom(serverSeed, seriesId, position));
}

/**
 * What a bet credits after the bowl is lifted (the stake included when it wins; 0 when it loses).
 * Fractions of a VND left by 0.98 and 2.8 are floored (house side), as the Banker's commission is.
 */
export function xocDiaReturn(bet: XocDiaBet, result: Pick<XocDiaResult, 'reds'>, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('Mức cược phải là một số tiền nguyên dương (VND).');
  if (!XOC_DIA_BETS[bet].reds.includes(result.reds)) return 0;
  const win = WIN_PER_STAKE[bet];
  return stake + Number((BigInt(stake) * win.num) / win.den);
}

/** In how many of the 16 equally likely throws each number of reds (0–4) shows: C(4, r). */
export const XOC_DIA_WAYS: readonly number[] = [1, 4, 6, 4, 1];

/** The exact house edge of each bet per unit staked (before the flooring of fractions of a VND). */
export function xocDiaHouseEdge(bet: XocDiaBet): Fraction {
  const winWays = XOC_DIA_BETS[bet].reds.reduce((sum, r) => sum + XOC_DIA_WAYS[r]!, 0);
  const win = WIN_PER_STAKE[bet];
  // Expected return per unit: P(win) × (1 + win); the edge is what is left of the unit.
  return sub(fraction(1), fraction(BigInt(winWays) * (win.den + win.num), 16n * win.den));
}
