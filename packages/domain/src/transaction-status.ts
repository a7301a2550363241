/**
 * Transaction types and statuses (spec §3, §4) and their life cycle (D7): a deposit or withdrawal
 * starts under review (2), an operator approval moves it to processing (3), the payment result to
 * success (1) or failed (4); a rejection or expiry from 2 or 3 gives unsuccessful (5).
 */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  DEPOSIT: 'Nạp tiền',
  WITHDRAWAL: 'Rút tiền',
};

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export const TRANSACTION_STATUS = {
  SUCCESS: 1,
  UNDER_REVIEW: 2,
  PROCESSING: 3,
  /** The payment itself failed. */
  FAILED: 4,
  /** Rejected by an operator or expired. */
  UNSUCCESSFUL: 5,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [1, 2, 3, 4, 5];
export const INITIAL_TRANSACTION_STATUS: TransactionStatus = TRANSACTION_STATUS.UNDER_REVIEW;

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  1: 'Thành công',
  2: 'Đang xét duyệt',
  3: 'Đang xử lý',
  4: 'Thất bại',
  5: 'Không thành công',
};

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'number' && (TRANSACTION_STATUSES as readonly number[]).includes(value);
}

export function transactionStatusLabel(status: number): string {
  if (!isTransactionStatus(status)) {
    throw new Error(`Unknown transaction status ${String(status)}: expected an integer from 1 to 5`);
  }
  return TRANSACTION_STATUS_LABELS[status];
}

const NEXT_STATUSES: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  1: [],
  2: [3, 5],
  3: [1, 4, 5],
  4: [],
  5: [],
};

export function allowedNextStatuses(from: TransactionStatus): readonly TransactionStatus[] {
  return NEXT_STATUSES[from];
}

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return isTransactionStatus(from) && NEXT_STATUSES[from].includes(to);
}

/** 1, 4 and 5 end the life cycle; for a withdrawal, 4 and 5 release the held amount (D7). */
export function isFinalStatus(status: TransactionStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}
