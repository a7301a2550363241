import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatAmountTyping } from './amount-input.ts';

describe('amount field typing', () => {
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
});
