import { z } from 'zod';
import { DEPOSIT_CHANNELS, TRANSACTION_STATUSES, type TransactionStatus } from '@app/domain';
import { body, integer, text } from './fields.ts';
import { IdempotencyKey, WalletBalances } from './wallet.ts';

/**
 * Deposits, withdrawals, bank cards and history (issue 3, D7). Amounts are integer VND; each channel's
 * limits come from the server's configuration (`/deposit/options`), so the schemas here bound amounts
 * only to safe integers and the service answers a limit breach with a sentence naming the limit.
 */
const isoTime = z.string();
const status = z.union(TRANSACTION_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<TransactionStatus>, ...z.ZodLiteral<TransactionStatus>[]]);

const channel = (label: string) =>
  z.enum(DEPOSIT_CHANNELS, { error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} không hợp lệ`) });

const amount = integer('Số tiền', { min: 1, max: Number.MAX_SAFE_INTEGER });
const requestId = integer('Mã giao dịch', { min: 1, max: Number.MAX_SAFE_INTEGER });
const bankCode = integer('Ngân hàng', { min: 1000, max: 1999 });

// ---------------------------------------------------------------------------------------------- deposits

export const AmountLimits = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Amounts offered as one-tap chips, within the limits. */
  quickAmounts: z.array(z.number().int()),
});
export type AmountLimits = z.infer<typeof AmountLimits>;

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

// ------------------------------------------------------------------------------- encrypt-and-send helper

/** The server's public key for the encrypt-and-send helper (envelope.ts). */
export const EnvelopeKey = z.object({ keyId: z.string(), publicKey: z.string() });
export type EnvelopeKey = z.infer<typeof EnvelopeKey>;

/** A body whose real content travels sealed (envelope.ts); the server opens it and validates the content. */
export const SealedBody = body({
  keyId: text('Khóa mã hóa', { min: 1, max: 64 }),
  sealed: text('Dữ liệu mã hóa', { min: 1, max: 8192 }),
});
export type SealedBody = z.infer<typeof SealedBody>;

// ------------------------------------------------------------------------------------------ bank cards

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

// ----------------------------------------------------------------------------------------- withdrawals

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

// ------------------------------------------------------------------------------------------- history

export const HISTORY_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_PAGE_MAX = 50;

const day = text('Ngày', {
  min: 10,
  max: 10,
  pattern: /^\d{4}-\d{2}-\d{2}$/,
  patternMessage: 'Ngày phải có dạng năm-tháng-ngày (yyyy-MM-dd)',
});

export const HistoryBody = body({
  type: z.enum(HISTORY_TYPES, { error: 'Loại giao dịch không hợp lệ' }).optional(),
  status: z
    .number({ error: 'Trạng thái không hợp lệ' })
    .int({ error: 'Trạng thái không hợp lệ' })
    .min(1, { error: 'Trạng thái không hợp lệ' })
    .max(5, { error: 'Trạng thái không hợp lệ' })
    .optional(),
  /** Inclusive calendar days in Asia/Ho_Chi_Minh. */
  fromDate: day.optional(),
  toDate: day.optional(),
  /** The `nextCursor` of the previous page. */
  cursor: text('Vị trí trang', { min: 1, max: 200 }).optional(),
  limit: integer('Số dòng mỗi trang', { min: 1, max: HISTORY_PAGE_MAX }).optional(),
});
export type HistoryBody = z.infer<typeof HistoryBody>;

export const HistoryItem = z.object({
  /** 'D12', 'W5', 'T34': type initial + the record's id, unique across types. */
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  amount: z.number().int(),
  status,
  /** The channel, the card (masked) or 'TK Chính → JILI'. */
  description: z.string(),
  reason: z.string().nullable(),
  createdAt: isoTime,
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryPage = z.object({ items: z.array(HistoryItem), nextCursor: z.string().nullable() });
export type HistoryPage = z.infer<typeof HistoryPage>;

// -------------------------------------------------------------------------------------------- events

export const EventsTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type EventsTicket = z.infer<typeof EventsTicket>;
