import { amountProblem } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccountDigits, toHolderName } from '../src/features/bank-cards/utils/holder-name.ts';
import { daysBefore, defaultHistoryFilters, historyBody, isRangeValid, todayInVietnam } from '../src/features/history/utils/filters.ts';
import { formatAmountTyping as formatAmountInput } from '../src/lib/amount-input.ts';

describe('bank card fields as the member types them', () => {
  it('writes the holder name in capitals without diacritics, đ included', () => {
    expect(toHolderName('Nguyễn Văn An')).toBe('NGUYEN VAN AN');
    expect(toHolderName('đặng thị  ĐÀO')).toBe('DANG THI DAO');
    expect(toHolderName('Trần Thị Ánh ')).toBe('TRAN THI ANH '); // the next word can still be typed
    expect(toHolderName(' lê 3 văn')).toBe('LE VAN');
  });

  it('keeps only the digits of an account number, at most 19', () => {
    expect(toAccountDigits('0123 4567-89')).toBe('0123456789');
    expect(toAccountDigits('1'.repeat(25))).toHaveLength(19);
  });
});

describe('withdrawal amount', () => {
  it('is shown with commas while typed', () => {
    expect(formatAmountInput('300000')).toBe('300,000');
    expect(formatAmountInput('1,234,5678')).toBe('12,345,678');
    expect(formatAmountInput('00500')).toBe('500');
    expect(formatAmountInput('abc')).toBe('');
  });

  it('is checked against the server limits and the main balance', () => {
    const limits = { minAmount: 100_000, maxAmount: 50_000_000, balance: 1_000_000 };
    expect(amountProblem(null, limits)).toBe('invalid');
    expect(amountProblem(0, limits)).toBe('invalid');
    expect(amountProblem(99_999, limits)).toBe('too-small');
    expect(amountProblem(60_000_000, { ...limits, balance: 90_000_000 })).toBe('too-large');
    expect(amountProblem(1_000_001, limits)).toBe('not-enough');
    expect(amountProblem(1_000_000, limits)).toBeNull();
  });
});

describe('history filters', () => {
  it('take today in Vietnam, whatever the machine zone', () => {
    // 2026-03-01 18:30 UTC is already 2 March 01:30 in Ho Chi Minh City.
    expect(todayInVietnam(Date.UTC(2026, 2, 1, 18, 30))).toBe('2026-03-02');
    expect(todayInVietnam(Date.UTC(2026, 2, 1, 16, 59))).toBe('2026-03-01');
  });

  it('default to the last 7 days, today included, across a month end', () => {
    const filters = defaultHistoryFilters(Date.UTC(2026, 2, 2, 3, 0));
    expect(filters).toEqual({ type: null, status: null, fromDate: '2026-02-24', toDate: '2026-03-02' });
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
  });

  it('send only what is chosen', () => {
    const filters = { type: null, status: null, fromDate: '2026-03-01', toDate: '' };
    expect(historyBody(filters)).toEqual({ fromDate: '2026-03-01' });
    expect(historyBody({ ...filters, type: 'WITHDRAWAL', status: 5 })).toEqual({ type: 'WITHDRAWAL', status: 5, fromDate: '2026-03-01' });
  });

  it('refuse a reversed range', () => {
    expect(isRangeValid({ type: null, status: null, fromDate: '2026-03-02', toDate: '2026-03-01' })).toBe(false);
    expect(isRangeValid({ type: null, status: null, fromDate: '2026-03-01', toDate: '2026-03-01' })).toBe(true);
  });
});
