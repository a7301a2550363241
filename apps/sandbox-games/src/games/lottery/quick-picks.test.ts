import { describe, expect, it } from 'vitest';
import { quickPick, readThreeDigits, sortNumbers, toggleNumber, TWO_DIGIT_NUMBERS } from './quick-picks.ts';

describe('the number picker', () => {
  it('offers 00 to 99, two digits each', () => {
    expect(TWO_DIGIT_NUMBERS).toHaveLength(100);
    expect(TWO_DIGIT_NUMBERS[0]).toBe('00');
    expect(TWO_DIGIT_NUMBERS[7]).toBe('07');
    expect(TWO_DIGIT_NUMBERS[99]).toBe('99');
  });

  it('picks even and odd, tài 50–99 and xỉu 00–49', () => {
    expect(quickPick('chan')).toHaveLength(50);
    expect(quickPick('chan').slice(0, 3)).toEqual(['00', '02', '04']);
    expect(quickPick('le').slice(0, 3)).toEqual(['01', '03', '05']);
    expect(quickPick('tai')[0]).toBe('50');
    expect(quickPick('tai').at(-1)).toBe('99');
    expect(quickPick('tai')).toHaveLength(50);
    expect(quickPick('xiu')[0]).toBe('00');
    expect(quickPick('xiu').at(-1)).toBe('49');
  });

  it('picks a đầu (first digit) or a đuôi (last digit)', () => {
    expect(quickPick('dau-3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(quickPick('duoi-0')).toEqual(['00', '10', '20', '30', '40', '50', '60', '70', '80', '90']);
    expect(quickPick('dau-12' as never)).toEqual([]);
  });

  it('toggles a number and keeps the selection sorted without repeats', () => {
    expect(toggleNumber(['45', '07'], '12')).toEqual(['07', '12', '45']);
    expect(toggleNumber(['07', '12'], '07')).toEqual(['12']);
    expect(sortNumbers(['99', '005', '05', '99'])).toEqual(['005', '05', '99']);
  });

  it('reads a 3 càng number only as three digits', () => {
    expect(readThreeDigits(' 007 ')).toBe('007');
    expect(readThreeDigits('07')).toBeNull();
    expect(readThreeDigits('1234')).toBeNull();
    expect(readThreeDigits('12a')).toBeNull();
  });
});
