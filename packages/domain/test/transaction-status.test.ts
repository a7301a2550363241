import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSACTION_STATUS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  allowedNextStatuses,
  canTransition,
  isFinalStatus,
  isTransactionStatus,
  isTransactionType,
  transactionStatusLabel,
  type TransactionStatus,
} from '../src/index.ts';

describe('transaction statuses', () => {
  it('labels 1..5 in Vietnamese', () => {
    expect(TRANSACTION_STATUSES.map(transactionStatusLabel)).toEqual([
      'Thành công',
      'Đang xét duyệt',
      'Đang xử lý',
      'Thất bại',
      'Không thành công',
    ]);
  });

  it.each([0, 6, -1, 1.5, Number.NaN])('throws a clear error for unknown status %s', (status) => {
    expect(() => transactionStatusLabel(status)).toThrow(/Unknown transaction status/);
  });

  it('recognises statuses and types', () => {
    expect(isTransactionStatus(3)).toBe(true);
    expect(isTransactionStatus('3')).toBe(false);
    expect(TRANSACTION_TYPES).toEqual(['DEPOSIT', 'WITHDRAWAL']);
    expect(isTransactionType('DEPOSIT')).toBe(true);
    expect(isTransactionType('deposit')).toBe(false);
  });
});

describe('transaction life cycle (D7)', () => {
  const allowed = new Set(['2>3', '2>5', '3>1', '3>4', '3>5']);

  it('starts under review', () => {
    expect(INITIAL_TRANSACTION_STATUS).toBe(2);
  });

  it('allows exactly 2→3, 2→5, 3→1, 3→4, 3→5', () => {
    for (const from of TRANSACTION_STATUSES) {
      for (const to of TRANSACTION_STATUSES) {
        expect(canTransition(from, to), `${from}→${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('ends at 1, 4 and 5', () => {
    expect(TRANSACTION_STATUSES.filter(isFinalStatus)).toEqual([1, 4, 5]);
    expect(allowedNextStatuses(3)).toEqual([1, 4, 5]);
  });

  it('rejects a status that is not one', () => {
    expect(canTransition(9 as TransactionStatus, 1)).toBe(false);
  });
});
