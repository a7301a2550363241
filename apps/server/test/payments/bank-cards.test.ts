import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND } from '@app/domain';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { VIETNAMESE, registerMember } from '../ledger/helpers.ts';
import { VALID_CARD, bindCard, paymentRows, seal } from './helpers.ts';

const BAD_ENVELOPE = 'Dữ liệu mã hóa không hợp lệ, vui lòng thử lại';

describe.each(BACKENDS)('bank cards on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { MAX_BANK_CARDS: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes one stable envelope key whose id is derived from it', async () => {
    const m = await registerMember(t);
    const a = (await call(t.app, 'envelopeKey', undefined, { token: m.token })).json();
    const b = (await call(t.app, 'envelopeKey', undefined, { token: m.token })).json();
    expect(a).toEqual(b);
    expect(a.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(a.publicKey, 'base64')).toHaveLength(32);
  });

  it('binds a card sent sealed, and lists it masked, newest first', async () => {
    const m = await registerMember(t);
    const first = await bindCard(t, m, VALID_CARD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bankCode: 1001, bankShortName: 'Vietcombank', accountMasked: '012***012', holderName: 'NGUYEN VAN AN' });
    expect(first.body).not.toContain('0123456789012');
    const second = await bindCard(t, m, { bankCode: 1007, accountNumber: '55667788', holderName: 'NGUYEN VAN AN' });
    expect(second.statusCode).toBe(200);

    const list = await call(t.app, 'bankCards', undefined, { token: m.token });
    expect(list.statusCode).toBe(200);
    const { cards } = list.json();
    expect(cards.map((c: { bankShortName: string; accountMasked: string }) => [c.bankShortName, c.accountMasked])).toEqual([
      ['ACB', '556***788'],
      ['Vietcombank', '012***012'],
    ]);
    expect(list.body).not.toContain('0123456789012');
    // Another member sees none of them.
    const other = await registerMember(t);
    expect((await call(t.app, 'bankCards', undefined, { token: other.token })).json()).toEqual({ cards: [] });
  });

  it('opens an envelope sealed under any brand’s key when that brand signed the request', async () => {
    const brand = BRANDS.find((b) => b.id !== DEFAULT_BRAND.id)!;
    const m = await registerMember(t);
    const body = await seal(t, m, { ...VALID_CARD, accountNumber: '9988776655' }, brand);
    const res = await call(t.app, 'bankCardBind', body, { token: m.token, brand });
    expect(res.statusCode, res.body).toBe(200);
    // Sealed for one brand, sent by another: the outer layer does not open.
    const crossed = await call(t.app, 'bankCardBind', await seal(t, m, { ...VALID_CARD, accountNumber: '9988776600' }, brand), { token: m.token });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toEqual([BAD_ENVELOPE]);
  });

  it('refuses a tampered envelope, an unknown key id and garbage with 400 and writes nothing', async () => {
    const m = await registerMember(t);
    const good = await seal(t, m, VALID_CARD);
    // One character well inside the base64 (never only padding bits): one flipped byte of ciphertext.
    const at = 40;
    const tampered = { ...good, sealed: `${good.sealed.slice(0, at)}${good.sealed[at] === 'A' ? 'B' : 'A'}${good.sealed.slice(at + 1)}` };
    for (const body of [tampered, { ...good, keyId: '0000000000000000' }, { ...good, sealed: 'v1.bm90IGFuIGVudmVsb3Bl' }, { ...good, sealed: 'plain text' }]) {
      const res = await call(t.app, 'bankCardBind', body, { token: m.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([BAD_ENVELOPE]);
    }
    expect((await paymentRows(t, m)).cards).toBe(0);
  });

  it('validates what was sealed with the contract’s Vietnamese messages', async () => {
    const m = await registerMember(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...VALID_CARD, holderName: 'Nguyễn Văn An' }, 'Tên chủ tài khoản viết hoa không dấu, đúng như trên thẻ (ví dụ NGUYEN VAN AN)'],
      [{ ...VALID_CARD, accountNumber: '12a456789' }, 'Số tài khoản chỉ gồm chữ số'],
      [{ ...VALID_CARD, accountNumber: '12345' }, 'Số tài khoản phải có ít nhất 6 ký tự'],
      [{ accountNumber: '123456789', holderName: 'AN' }, 'Ngân hàng là bắt buộc'],
      [{ ...VALID_CARD, bankCode: 1099 }, 'Ngân hàng không hợp lệ'],
      [{ ...VALID_CARD, extra: 1 }, 'Trường không được hỗ trợ: extra'],
    ];
    for (const [fields, message] of cases) {
      const res = await bindCard(t, m, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      for (const x of res.json().message) expect(x).toMatch(VIETNAMESE);
    }
    expect((await paymentRows(t, m)).cards).toBe(0);
  });

  it('refuses a card bound twice and more cards than allowed', async () => {
    const m = await registerMember(t);
    expect((await bindCard(t, m, VALID_CARD)).statusCode).toBe(200);
    const twice = await bindCard(t, m, VALID_CARD);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toEqual(['Thẻ này đã được liên kết']);
    expect((await bindCard(t, m, { ...VALID_CARD, accountNumber: '1111111111' })).statusCode).toBe(200);
    expect((await bindCard(t, m, { ...VALID_CARD, accountNumber: '2222222222' })).statusCode).toBe(200);
    const fourth = await bindCard(t, m, { ...VALID_CARD, accountNumber: '3333333333' });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toEqual(['Bạn chỉ được liên kết tối đa 3 thẻ ngân hàng']);
    expect((await paymentRows(t, m)).cards).toBe(3);
    // The same account at another member is theirs to bind.
    expect((await bindCard(t, await registerMember(t), VALID_CARD)).statusCode).toBe(200);
  });
});
