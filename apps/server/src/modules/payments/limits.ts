import type { AmountLimits } from '@app/contract';
import { amountAboveMaximum, amountBelowMinimum, amountProblem, isEWalletChannel, type DepositChannel, type MoneyAction } from '@app/domain';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';

/** One-tap amounts offered where they fit inside a channel's limits. */
const DEPOSIT_QUICK_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];
const WITHDRAWAL_QUICK_AMOUNTS = [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000];

function limits(min: number, max: number, quick: readonly number[]): AmountLimits {
  return { minAmount: min, maxAmount: max, quickAmounts: quick.filter((a) => a >= min && a <= max) };
}

/** Banks and QR share one pair, e-wallets (smaller ceilings at the wallets themselves) and token their own. */
export function depositLimits(config: Config, channel: DepositChannel): AmountLimits {
  if (isEWalletChannel(channel)) return limits(config.DEPOSIT_EWALLET_MIN_AMOUNT, config.DEPOSIT_EWALLET_MAX_AMOUNT, DEPOSIT_QUICK_AMOUNTS);
  if (channel === 'TOKEN') return limits(config.DEPOSIT_TOKEN_MIN_AMOUNT, config.DEPOSIT_TOKEN_MAX_AMOUNT, DEPOSIT_QUICK_AMOUNTS);
  return limits(config.DEPOSIT_BANK_MIN_AMOUNT, config.DEPOSIT_BANK_MAX_AMOUNT, DEPOSIT_QUICK_AMOUNTS);
}

export function withdrawalLimits(config: Config): AmountLimits {
  return limits(config.WITHDRAWAL_MIN_AMOUNT, config.WITHDRAWAL_MAX_AMOUNT, WITHDRAWAL_QUICK_AMOUNTS);
}

/**
 * The domain's amount rule, the one the client's fields apply: a breach names the limit (the contract
 * has already refused what is not a positive whole number).
 */
export function assertWithinLimits(amount: number, limits: AmountLimits, action: Extract<MoneyAction, 'nạp' | 'rút'>): void {
  const problem = amountProblem(amount, limits);
  if (problem === 'too-small') throw badRequest(amountBelowMinimum(action, limits.minAmount));
  if (problem === 'too-large') throw badRequest(amountAboveMaximum(action, limits.maxAmount));
}
