import type { RandomSource } from './fair.ts';

/**
 * Tài xỉu against the house with three dice. Tài (11–17) and Xỉu (4–10) pay 1 to 1 and both lose on any
 * triple, which is where the house edge comes from (6 of 216 rolls); "Bộ ba bất kỳ" pays 30 to 1.
 */
export type TaiXiuBet = 'tai' | 'xiu' | 'bo-ba';
export type TaiXiuDice = readonly [number, number, number];

export const TAI_XIU_BETS: Readonly<Record<TaiXiuBet, { name: string; odds: number }>> = {
  tai: { name: 'Tài', odds: 1 },
  xiu: { name: 'Xỉu', odds: 1 },
  'bo-ba': { name: 'Bộ ba bất kỳ', odds: 30 },
};

/** The stakes offered (VND). Settlement takes any whole stake; this is what the game lets a member pick. */
export const TAI_XIU_STAKES: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

export const TAI_XIU_RULES: readonly string[] = [
  'Mỗi ván tung 3 xúc xắc; kết quả là tổng số chấm của 3 xúc xắc, từ 3 đến 18.',
  'Cửa Tài thắng khi tổng từ 11 đến 17, trả 1 ăn 1.',
  'Cửa Xỉu thắng khi tổng từ 4 đến 10, trả 1 ăn 1.',
  'Khi 3 xúc xắc ra cùng một mặt (bộ ba, ví dụ 4-4-4), cả cửa Tài và cửa Xỉu đều thua.',
  'Cửa Bộ ba bất kỳ thắng khi 3 xúc xắc ra cùng một mặt, trả 1 ăn 30.',
  'Khi thắng, bạn nhận lại tiền cược cộng tiền thưởng.',
  'Kết quả mỗi ván do hạt giống máy chủ, hạt giống của bạn và số thứ tự ván (nonce) quyết định, và có thể kiểm tra lại sau khi hạt giống máy chủ được công bố.',
];

/** Three dice, drawn in order, each 1 + an unbiased integer in [0, 6). */
export function rollTaiXiu(random: RandomSource): TaiXiuDice {
  return [1 + random.nextInt(6), 1 + random.nextInt(6), 1 + random.nextInt(6)];
}

export function isTriple([a, b, c]: TaiXiuDice): boolean {
  return a === b && b === c;
}

export function diceTotal([a, b, c]: TaiXiuDice): number {
  return a + b + c;
}

export function betWins(bet: TaiXiuBet, dice: TaiXiuDice): boolean {
  if (isTriple(dice)) return bet === 'bo-ba';
  const total = diceTotal(dice);
  if (bet === 'tai') return total >= 11;
  if (bet === 'xiu') return total <= 10;
  return false;
}

/** What the member is credited: the stake back plus odds × stake on a win, nothing on a loss. */
export function settleTaiXiu(bet: TaiXiuBet, dice: TaiXiuDice, stake: number): { won: boolean; win: number } {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('Mức cược phải là một số tiền nguyên dương (VND).');
  if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) throw new RangeError(`bad dice ${dice.join('-')}`);
  const won = betWins(bet, dice);
  return { won, win: won ? stake * (1 + TAI_XIU_BETS[bet].odds) : 0 };
}

/** Every roll of three dice, 216 of them, each equally likely. */
export function allTaiXiuRolls(): TaiXiuDice[] {
  const rolls: TaiXiuDice[] = [];
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push([a, b, c]);
  return rolls;
}

/** The house edge of a bet per unit staked, as a reduced fraction and a number, by enumerating the 216 rolls. */
export function taiXiuHouseEdge(bet: TaiXiuBet): { numerator: number; denominator: number; value: number } {
  const rolls = allTaiXiuRolls();
  const playerNet = rolls.reduce((sum, dice) => sum + (betWins(bet, dice) ? TAI_XIU_BETS[bet].odds : -1), 0);
  const divisor = gcd(Math.abs(playerNet), rolls.length);
  const numerator = -playerNet / divisor;
  const denominator = rolls.length / divisor;
  return { numerator, denominator, value: numerator / denominator };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
