import { formatMoney } from '@app/domain';

/** Digits beyond 15 could leave the safe-integer range; no payout is anywhere near that. */
const MAX_DIGITS = 15;

/** What the member typed, shown with commas as they type ('300000' → '300,000'); '' stays ''. */
export function formatAmountInput(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  return digits === '' ? '' : formatMoney(Number(digits));
}

export type AmountLimits = { minAmount: number; maxAmount: number; balance: number };
export type AmountProblem = 'invalid' | 'too-small' | 'too-large' | 'not-enough';

/** The server's limits (from /withdraw/options) and the main balance, checked before anything is sent. */
export function amountProblem(amount: number | null, { minAmount, maxAmount, balance }: AmountLimits): AmountProblem | null {
  if (amount === null || amount <= 0) return 'invalid';
  if (amount < minAmount) return 'too-small';
  if (amount > maxAmount) return 'too-large';
  if (amount > balance) return 'not-enough';
  return null;
}
