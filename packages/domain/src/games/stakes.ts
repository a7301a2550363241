import { formatMoney } from '../format.ts';

/** Stakes are whole VND picked from the game's list: one check for every game, in the member's words. */
export function stakeProblem(stake: number, allowed: readonly number[]): string | null {
  if (!Number.isSafeInteger(stake) || stake <= 0) return 'Mức cược phải là một số tiền nguyên dương (VND).';
  if (!allowed.includes(stake)) return `Mức cược phải là một trong các mức: ${allowed.map(formatMoney).join(', ')} VND.`;
  return null;
}

export function assertStake(stake: number, allowed: readonly number[]): void {
  const problem = stakeProblem(stake, allowed);
  if (problem) throw new RangeError(problem);
}
