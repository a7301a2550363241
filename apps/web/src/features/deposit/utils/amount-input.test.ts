import { describe, expect, it } from 'vitest';
import { amountProblem, caretAfterDigits, digitsBefore, formatAmountTyping } from './amount-input.ts';

describe('deposit amount field', () => {
  it('keeps digits only and groups them with commas as typed', () => {
    expect(formatAmountTyping('')).toBe('');
    expect(formatAmountTyping('5')).toBe('5');
    expect(formatAmountTyping('50000')).toBe('50,000');
    expect(formatAmountTyping('1,250,0009')).toBe('12,500,009');
    expect(formatAmountTyping('1.000.000 đ')).toBe('1,000,000');
    expect(formatAmountTyping('abc')).toBe('');
    expect(formatAmountTyping('-300')).toBe('300');
  });

  it('drops leading zeros and caps the length at a safe integer', () => {
    expect(formatAmountTyping('000500')).toBe('500');
    expect(formatAmountTyping('0')).toBe('');
    const huge = formatAmountTyping('9'.repeat(30));
    expect(huge).toBe('999,999,999,999,999');
    expect(Number.isSafeInteger(Number(huge.replace(/,/g, '')))).toBe(true);
  });

  it('puts the caret back after the same digit once commas move', () => {
    // '100000' typed into '10,000' at the end: six digits before the caret.
    expect(caretAfterDigits('100,000', 6)).toBe(7);
    // A digit inserted after the first '1' of '1,000' → '11000' → '11,000': two digits before the caret.
    expect(digitsBefore('11,000', 2)).toBe(2);
    expect(caretAfterDigits('11,000', 2)).toBe(2);
    expect(caretAfterDigits('1,234,567', 4)).toBe(5);
    expect(caretAfterDigits('1,234', 0)).toBe(0);
    expect(caretAfterDigits('1,234', 9)).toBe(5);
  });

  it('checks the channel limits with sentences naming them', () => {
    const limits = { minAmount: 50_000, maxAmount: 300_000_000 };
    expect(amountProblem(null, limits)).toBe('Vui lòng nhập số tiền nạp');
    expect(amountProblem(0, limits)).toBe('Vui lòng nhập số tiền nạp');
    expect(amountProblem(49_999, limits)).toBe('Số tiền nạp tối thiểu là 50,000 VND');
    expect(amountProblem(300_000_001, limits)).toBe('Số tiền nạp tối đa là 300,000,000 VND');
    expect(amountProblem(50_000, limits)).toBeNull();
    expect(amountProblem(300_000_000, limits)).toBeNull();
  });
});
