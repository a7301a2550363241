import { formatMoney } from './format.ts';

/**
 * The check every amount a member asks to move passes: before the client sends it (deposit, withdrawal,
 * transfer) and where the server takes it. One rule, so the field and the server never disagree.
 */

/** The verb a limit sentence uses: 'Số tiền nạp tối thiểu là …'. */
export type MoneyAction = 'nạp' | 'rút' | 'chuyển';

/** The action's limits, and what the account the money leaves holds (none for a deposit). */
export type AmountRule = { minAmount: number; maxAmount: number; balance?: number };

export type AmountProblem = 'invalid' | 'too-small' | 'too-large' | 'not-enough';

/**
 * What is wrong with `amount` (null: nothing readable was typed), or null when it may be sent. Money is
 * a whole number of VND (D3), and nothing is ever moved for 0.
 */
export function amountProblem(amount: number | null, { minAmount, maxAmount, balance }: AmountRule): AmountProblem | null {
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return 'invalid';
  if (amount < minAmount) return 'too-small';
  if (amount > maxAmount) return 'too-large';
  if (balance !== undefined && amount > balance) return 'not-enough';
  return null;
}

/** 'Số tiền nạp tối thiểu là 50,000 VND': the limit with commas (D8), so the member knows what to type. */
export function amountBelowMinimum(action: MoneyAction, minAmount: number): string {
  return `Số tiền ${action} tối thiểu là ${formatMoney(minAmount)} VND`;
}

export function amountAboveMaximum(action: MoneyAction, maxAmount: number): string {
  return `Số tiền ${action} tối đa là ${formatMoney(maxAmount)} VND`;
}
