import { z } from 'zod';
import { IdempotencyKey, WalletBalances } from './wallet.ts';
import { BankCardView } from './bank-cards.ts';
import { body, integer } from './fields.ts';
import { isoTime, status, amount, AmountLimits } from './payment-fields.ts';

/** Withdrawals (D7): options, the request (sealed on the way) and its answer with the amount held. */

export const WithdrawalOptions = AmountLimits.extend({ cards: z.array(BankCardView) });
export type WithdrawalOptions = z.infer<typeof WithdrawalOptions>;

/** What a member asks to withdraw (sealed on the way). */
export const WithdrawalFields = body({
  cardId: integer('Thẻ ngân hàng', { min: 1, max: Number.MAX_SAFE_INTEGER }),
  amount,
  idempotencyKey: IdempotencyKey,
});
export type WithdrawalFields = z.infer<typeof WithdrawalFields>;

export const WithdrawalView = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status,
  card: BankCardView,
  reason: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type WithdrawalView = z.infer<typeof WithdrawalView>;

/** A withdrawal request's answer: the record and the balances with the amount held. */
export const WithdrawalCreated = WalletBalances.extend({ withdrawal: WithdrawalView });
export type WithdrawalCreated = z.infer<typeof WithdrawalCreated>;
