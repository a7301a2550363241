import { z } from 'zod';
import { body, text } from './fields.ts';
import { isoTime, bankCode } from './payment-fields.ts';

/** The member's bank cards: what a payout can go to (D8: account numbers masked once bound). */

/** What a member enters to bind a card (sealed on the way). */
export const BankCardFields = body({
  bankCode,
  accountNumber: text('Số tài khoản', {
    min: 6,
    max: 19,
    pattern: /^\d+$/,
    patternMessage: 'Số tài khoản chỉ gồm chữ số',
  }),
  holderName: text('Tên chủ tài khoản', {
    min: 2,
    max: 50,
    pattern: /^[A-Z][A-Z ]*[A-Z]$/,
    patternMessage: 'Tên chủ tài khoản viết hoa không dấu, đúng như trên thẻ (ví dụ NGUYEN VAN AN)',
  }),
});
export type BankCardFields = z.infer<typeof BankCardFields>;

export const BankCardView = z.object({
  id: z.number().int(),
  bankCode: z.number().int(),
  bankName: z.string(),
  bankShortName: z.string(),
  /** First 3 *** last 3 (D8); the full number never leaves the server again. */
  accountMasked: z.string(),
  holderName: z.string(),
  createdAt: isoTime,
});
export type BankCardView = z.infer<typeof BankCardView>;

export const BankCardList = z.object({ cards: z.array(BankCardView) });
export type BankCardList = z.infer<typeof BankCardList>;
