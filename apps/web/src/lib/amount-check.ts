import { amountAboveMaximum, amountBelowMinimum, amountProblem, type AmountRule, type MoneyAction } from '@app/domain';
import { t } from './i18n.ts';

type AmountField = { action: MoneyAction; invalid: string; notEnough?: string };
type Limits = Pick<AmountRule, 'minAmount' | 'maxAmount'>;

/**
 * The sentence beside an amount field, or null when the amount may be sent: the domain's one check
 * (the server applies the same) in the words of the field. Here rather than in a feature because the
 * deposit, the withdrawal and the transfer panel are three features, and a feature imports no other.
 */
function amountError(field: AmountField, amount: number | null, rule: AmountRule): string | null {
  switch (amountProblem(amount, rule)) {
    case null:
      return null;
    case 'invalid':
      return field.invalid;
    case 'too-small':
      return amountBelowMinimum(field.action, rule.minAmount);
    case 'too-large':
      return amountAboveMaximum(field.action, rule.maxAmount);
    case 'not-enough':
      // Only a rule with a balance gives it, and each field that has one names its account.
      return field.notEnough ?? null;
  }
}

/** A deposit brings money in: only its channel's limits apply. */
export function depositAmountError(amount: number | null, { minAmount, maxAmount }: Limits): string | null {
  return amountError({ action: 'nạp', ...t.amount.deposit }, amount, { minAmount, maxAmount });
}

/** A withdrawal leaves TK Chính: its limits, and no more than the main balance. */
export function withdrawalAmountError(amount: number | null, rule: Required<AmountRule>): string | null {
  return amountError({ action: 'rút', ...t.amount.withdrawal }, amount, rule);
}

/** A transfer leaves its source account: the transfer limits, and no more than that account holds. */
export function transferAmountError(amount: number | null, rule: Required<AmountRule>): string | null {
  return amountError({ action: 'chuyển', ...t.amount.transfer }, amount, rule);
}
