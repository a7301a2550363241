import { describe, expect, it } from 'vitest';
import { toNfcJson, withNfcText } from './nfc.ts';

describe('toNfcJson', () => {
  it('composes the marks of every string, however deep', () => {
    const typed = 'Khách Nguyễn'.normalize('NFD');
    expect(typed).not.toBe('Khách Nguyễn');
    expect(toNfcJson({ NickName: typed, list: [typed], nested: { name: typed }, n: 1, ok: true, none: null })).toBe(
      JSON.stringify({ NickName: 'Khách Nguyễn', list: ['Khách Nguyễn'], nested: { name: 'Khách Nguyễn' }, n: 1, ok: true, none: null }),
    );
  });

  it('is JSON.stringify for text already composed and for non-strings', () => {
    const body = { UserName: 'demo01', PhoneNumber: 912345678, Captcha: 'abc', note: 'Đã chuyển khoản' };
    expect(toNfcJson(body)).toBe(JSON.stringify(body));
    expect(toNfcJson(undefined)).toBeUndefined();
  });

  it('gives the value back with composed text, for payloads sealed before sending', () => {
    const typed = 'Trần Thị Ánh'.normalize('NFD');
    expect(withNfcText({ holder: typed, amount: 300_000 })).toEqual({ holder: 'Trần Thị Ánh', amount: 300_000 });
  });
});
