import { describe, expect, it } from 'vitest';
import { BANKS, buildVietQrPayload, crc16Ccitt, parseEmvFields, parseVietQrPayload, VietQrError } from '../src/index.ts';

const vcb = BANKS.find((b) => b.type === 'VCB')!;
const input = { bin: vcb.bin, accountNumber: '1023456789', amount: 500_000, memo: 'RV7K2M9QXD' };

describe('VietQR payload', () => {
  it('uses CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('carries the BIN, account, amount and memo, and reads back the same', () => {
    const payload = buildVietQrPayload(input);
    expect(payload.startsWith('000201010212')).toBe(true);
    const top = parseEmvFields(payload);
    expect(top.get('53')).toBe('704');
    expect(top.get('58')).toBe('VN');
    expect(top.get('54')).toBe('500000');
    expect(parseEmvFields(top.get('38')!).get('02')).toBe('QRIBFTTA');
    expect(parseVietQrPayload(payload)).toEqual(input);
  });

  it('refuses a payload whose checksum does not match', () => {
    const payload = buildVietQrPayload(input);
    const tampered = payload.replace('500000', '900000');
    expect(() => parseVietQrPayload(tampered)).toThrow(VietQrError);
  });

  it.each([
    [{ ...input, bin: '97043' }, 'BIN'],
    [{ ...input, accountNumber: '12-34' }, 'tài khoản'],
    [{ ...input, amount: 0 }, 'Số tiền'],
    [{ ...input, amount: 1.5 }, 'Số tiền'],
    [{ ...input, memo: 'Nạp tiền' }, 'Nội dung'],
    [{ ...input, memo: 'X'.repeat(26) }, 'Nội dung'],
  ])('checks every field before building: %o', (bad, word) => {
    expect(() => buildVietQrPayload(bad)).toThrow(word);
  });
});
