import type { AmountLimits } from '@app/contract';
import { formatMoney } from '@app/domain';
import { m } from '../messages.ts';

/**
 * The client's check before asking the server (which checks again with the same limits): the sentence
 * to show beside the field, or null when the amount is within the channel's limits.
 */
export function amountProblem(amount: number | null, limits: Pick<AmountLimits, 'minAmount' | 'maxAmount'>): string | null {
  if (amount === null || amount === 0) return m.amount.required;
  if (amount < limits.minAmount) return m.amount.tooSmall(formatMoney(limits.minAmount));
  if (amount > limits.maxAmount) return m.amount.tooLarge(formatMoney(limits.maxAmount));
  return null;
}
