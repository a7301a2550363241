import { z } from 'zod';
import { DEPOSIT_CHANNELS } from '@app/domain';
import { IdempotencyKey } from './wallet.ts';
import { body } from './fields.ts';
import { isoTime, status, channel, amount, requestId, bankCode, AmountLimits } from './payment-fields.ts';

/** Deposits (D7): the channels open with their limits, a deposit request and what the member does to pay. */

export const DepositChannelOption = AmountLimits.extend({
  channel: z.enum(DEPOSIT_CHANNELS),
  name: z.string(),
  /** Online banking: the banks whose internet banking the gateway can open (codes of the bank list). */
  bankCodes: z.array(z.number().int()),
});
export type DepositChannelOption = z.infer<typeof DepositChannelOption>;

export const DepositOptions = z.object({ channels: z.array(DepositChannelOption) });
export type DepositOptions = z.infer<typeof DepositOptions>;

export const DepositCreateBody = body({
  channel: channel('Phương thức nạp'),
  amount,
  /** Online banking only: which bank's internet banking to open. */
  bankCode: bankCode.optional(),
  idempotencyKey: IdempotencyKey,
});
export type DepositCreateBody = z.infer<typeof DepositCreateBody>;

const receivingAccount = z.object({
  bankCode: z.number().int(),
  bankName: z.string(),
  bankShortName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});

/** What the member does to pay, per channel (step 2 of the deposit flow). */
export const PaymentInstructions = z.discriminatedUnion('kind', [
  /** Online banking: the (sandbox) bank's page, where the payment is confirmed or fails. */
  z.object({ kind: z.literal('redirect'), url: z.string(), bankName: z.string() }),
  /** ATM / bank transfer: the receiving account and the memo, each with a copy button. */
  z.object({ kind: z.literal('bank-transfer'), account: receivingAccount, memo: z.string() }),
  /** VietQR: the EMVCo payload to draw (BIN, account, amount, memo), plus the same facts in words. */
  z.object({ kind: z.literal('vietqr'), account: receivingAccount, memo: z.string(), qrPayload: z.string() }),
  /** MoMo / ZaloPay / ViettelPay: a QR the wallet app scans, with that wallet's own steps. */
  z.object({
    kind: z.literal('e-wallet'),
    wallet: z.enum(['MOMO', 'ZALOPAY', 'VIETTELPAY']),
    account: receivingAccount,
    memo: z.string(),
    qrPayload: z.string(),
    steps: z.array(z.string()),
  }),
  /** Token: a stablecoin address on a network, the amount in tokens at the quoted rate, and a QR of the address. */
  z.object({
    kind: z.literal('token'),
    asset: z.string(),
    network: z.string(),
    address: z.string(),
    tokenAmount: z.string(),
    /** VND per token used for the quote. */
    rate: z.number().int(),
    qrPayload: z.string(),
  }),
]);
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

export const DepositView = z.object({
  id: z.number().int(),
  channel: z.enum(DEPOSIT_CHANNELS),
  channelName: z.string(),
  amount: z.number().int(),
  status,
  memo: z.string(),
  instructions: PaymentInstructions,
  /** Why an operator rejected it (status 5) or why the payment failed (status 4). */
  reason: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type DepositView = z.infer<typeof DepositView>;

export const DepositDetailBody = body({ id: requestId });
export type DepositDetailBody = z.infer<typeof DepositDetailBody>;
