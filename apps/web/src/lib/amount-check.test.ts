import { describe, expect, it } from 'vitest';
import { depositAmountError as amountProblem } from './amount-check.ts';

describe('deposit amount field', () => {
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
