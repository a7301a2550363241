import { z } from 'zod';
import { SAME_ACCOUNT_TRANSFER, WALLET_KEYS } from '@app/domain';
import { TRANSFER_MAX_AMOUNT, TRANSFER_MIN_AMOUNT } from './constants.ts';
import { body, integer, text } from './fields.ts';

/**
 * Wallets and transfers (D7, issue 3). The wallet keys are the domain's (spec §3): one list, used by
 * the schemas here and by the server's ledger.
 */
export const WALLET_KEY_VALUES = WALLET_KEYS;

// The limits live with the zod-free constants so the web client can use them at run time.
export { TRANSFER_MAX_AMOUNT, TRANSFER_MIN_AMOUNT };

const walletKey = (label: string) =>
  z.enum(WALLET_KEY_VALUES, {
    error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} không hợp lệ`),
  });

/** Chosen by the client per money action and reused on a retry: same key + same request = same answer. */
export const IdempotencyKey = text('Mã giao dịch', {
  min: 8,
  max: 64,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternMessage: 'Mã giao dịch chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang và gạch dưới',
});

// The builder's own bounds are the safe integers; the limits below carry messages a member can act on.
const transferAmount = integer('Số tiền', { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
  .min(TRANSFER_MIN_AMOUNT, { error: 'Số tiền chuyển tối thiểu là 1,000 VND' })
  .max(TRANSFER_MAX_AMOUNT, { error: 'Số tiền chuyển tối đa là 1,000,000,000 VND' });

export const TransferBody = body({
  from: walletKey('Tài khoản nguồn'),
  to: walletKey('Tài khoản đích'),
  amount: transferAmount,
  idempotencyKey: IdempotencyKey,
}).refine((b) => b.from !== b.to, { error: SAME_ACCOUNT_TRANSFER, path: ['to'] });
export type TransferBody = z.infer<typeof TransferBody>;

export const RecallAllBody = body({ idempotencyKey: IdempotencyKey });
export type RecallAllBody = z.infer<typeof RecallAllBody>;

export const WalletAccount = z.object({
  walletKey: z.enum(WALLET_KEY_VALUES),
  /** Display name ('TK Chính', 'JILI', …). */
  name: z.string(),
  balance: z.number().int(),
});
export type WalletAccount = z.infer<typeof WalletAccount>;

export const WalletBalances = z.object({
  /** Every wallet of the member, main account first. */
  accounts: z.array(WalletAccount),
  /** Main account ('TK Chính'), integer VND. */
  balance: z.number().int(),
  /** Main plus every game account, integer VND. */
  totalBalance: z.number().int(),
});
export type WalletBalances = z.infer<typeof WalletBalances>;

/** A transfer's answer: the ledger transaction and every balance right after it. */
export const TransferResponse = WalletBalances.extend({
  transactionId: z.number().int(),
  from: z.enum(WALLET_KEY_VALUES),
  to: z.enum(WALLET_KEY_VALUES),
  amount: z.number().int(),
});
export type TransferResponse = z.infer<typeof TransferResponse>;

/** A recall's answer: what came back from each game account, and every balance right after. */
export const RecallAllResponse = WalletBalances.extend({
  transactionId: z.number().int(),
  amount: z.number().int(),
  recalled: z.array(z.object({ walletKey: z.enum(WALLET_KEY_VALUES), amount: z.number().int() })),
});
export type RecallAllResponse = z.infer<typeof RecallAllResponse>;
