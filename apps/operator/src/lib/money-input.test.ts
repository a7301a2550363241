import { describe, expect, it } from 'vitest';
import { parseVnd } from './money-input.ts';

describe('the VND amounts the console\'s forms read', () => {
  it('reads VND typed with or without thousands separators', () => {
    expect(parseVnd('90,000')).toBe(90_000);
    expect(parseVnd(' 90000 ')).toBe(90_000);
    expect(parseVnd('90.000')).toBe(90_000);
    expect(parseVnd('500,000')).toBe(500_000);
    expect(parseVnd(' 500000 ')).toBe(500_000);
    expect(parseVnd('500.000')).toBe(500_000);
  });

  it('reads nothing else', () => {
    expect(parseVnd('9a')).toBeNull();
    expect(parseVnd('5e5')).toBeNull();
    expect(parseVnd('')).toBeNull();
  });
});
