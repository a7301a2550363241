import { describe, expect, it } from 'vitest';
import { BANKS, UnknownBankError, bankByCode, bankByType, bankNameByCode } from '../src/index.ts';

describe('banks', () => {
  it('lists 30 banks with unique codes in 1001..1036', () => {
    expect(BANKS).toHaveLength(30);
    const codes = BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(30);
    for (const code of codes) {
      expect(Number.isInteger(code)).toBe(true);
      expect(code).toBeGreaterThanOrEqual(1001);
      expect(code).toBeLessThanOrEqual(1036);
    }
  });

  it('gives each bank a unique 6-digit NAPAS BIN and a unique short code', () => {
    const bins = BANKS.map((b) => b.bin);
    expect(new Set(bins).size).toBe(30);
    for (const bin of bins) expect(bin).toMatch(/^9704\d{2}$/);
    expect(new Set(BANKS.map((b) => b.type)).size).toBe(30);
    for (const b of BANKS) expect(b.name).toMatch(/^Ngân hàng /);
  });

  it('carries the real BINs of the big banks', () => {
    const bin = (type: string) => bankByType(type)?.bin;
    expect(bin('VCB')).toBe('970436');
    expect(bin('BIDV')).toBe('970418');
    expect(bin('VTB')).toBe('970415');
    expect(bin('AGR')).toBe('970405');
    expect(bin('TCB')).toBe('970407');
    expect(bin('MB')).toBe('970422');
    expect(bin('ACB')).toBe('970416');
  });

  it('looks a bank up by code', () => {
    const acb = BANKS.find((b) => b.type === 'ACB')!;
    expect(bankByCode(acb.code)).toBe(acb);
    expect(bankNameByCode(acb.code)).toBe('Ngân hàng TMCP Á Châu');
  });

  it('fails with UnknownBankError for an unknown code', () => {
    for (const code of [1000, 1037, 9999, Number.NaN]) {
      expect(() => bankByCode(code)).toThrow(UnknownBankError);
      expect(() => bankNameByCode(code)).toThrow(UnknownBankError);
    }
    try {
      bankNameByCode(9999);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
      expect((e as UnknownBankError).name).toBe('UnknownBankError');
      expect((e as UnknownBankError).code).toBe(9999);
      expect((e as Error).message).toBe('Không tìm thấy ngân hàng có mã 9999');
    }
  });

  it('looks a bank up by short code, ignoring case', () => {
    expect(bankByType('vcb')?.shortName).toBe('Vietcombank');
    expect(bankByType('XYZ')).toBeUndefined();
  });
});
