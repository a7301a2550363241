import { z } from 'zod';
import { DEPOSIT_CHANNELS, TRANSACTION_STATUSES, type TransactionStatus } from '@app/domain';
import { integer } from './fields.ts';

/**
 * Fields shared by the payment calls (deposits, withdrawals, bank cards, history; issue 3, D7).
 * Amounts are integer VND; each channel's limits come from the server's configuration
 * (`/deposits/options`), so the schemas bound amounts only to safe integers and the service answers a
 * limit breach with a sentence naming the limit.
 */
export const isoTime = z.string();
export const status = z.union(TRANSACTION_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<TransactionStatus>, ...z.ZodLiteral<TransactionStatus>[]]);

export const channel = (label: string) =>
  z.enum(DEPOSIT_CHANNELS, { error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} không hợp lệ`) });

export const amount = integer('Số tiền', { min: 1, max: Number.MAX_SAFE_INTEGER });
export const requestId = integer('Mã giao dịch', { min: 1, max: Number.MAX_SAFE_INTEGER });
export const bankCode = integer('Ngân hàng', { min: 1000, max: 1999 });

export const AmountLimits = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Amounts offered as one-tap chips, within the limits. */
  quickAmounts: z.array(z.number().int()),
});
export type AmountLimits = z.infer<typeof AmountLimits>;
