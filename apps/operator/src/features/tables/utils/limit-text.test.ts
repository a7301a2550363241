import { describe, expect, it } from 'vitest';
import { tableLimitProblem } from '@app/domain/casino';
import { limitLine } from './limit-text.ts';

describe('the limits the "Bàn casino" page shows and checks', () => {
  it('shows a cửa\'s limits with comma thousands', () => {
    expect(limitLine({ min: 10_000, max: 2_000_000 })).toBe('10,000 ₫ – 2,000,000 ₫');
  });

  it('checks a change by the rule the provider holds it to', () => {
    expect(tableLimitProblem({ min: 10_000, max: 500_000 })).toBeNull();
    expect(tableLimitProblem({ min: 1_000, max: 1_000_000_000 })).toBeNull();
    expect(tableLimitProblem({ min: 600_000, max: 500_000 })).toBe('Mức cược tối thiểu (600,000 VND) không được lớn hơn mức tối đa (500,000 VND).');
    expect(tableLimitProblem({ min: 999, max: 500_000 })).toBe('Mức cược tối thiểu phải từ 1,000 VND trở lên.');
    expect(tableLimitProblem({ min: 1_000, max: 1_000_000_001 })).toBe('Mức cược tối đa không được vượt quá 1,000,000,000 VND.');
  });
});
