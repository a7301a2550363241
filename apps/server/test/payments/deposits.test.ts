import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKS, DEPOSIT_CHANNELS, DEPOSIT_MEMO_PATTERN, E_WALLET_SCAN_STEPS, bankByCode, parseVietQrPayload } from '@app/domain';
import { approvePayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { VIETNAMESE, ledgerSnapshot, newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { createDeposit, paymentRows } from './helpers.ts';

describe.each(BACKENDS)('deposits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { MAX_OPEN_DEPOSITS: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers every channel with its limits, quick amounts inside them, and the bank list for online banking', async () => {
    const m = await registerMember(t);
    const res = await call(t.app, 'depositOptions', undefined, { token: m.token });
    expect(res.statusCode).toBe(200);
    const { channels } = res.json() as { channels: Array<{ channel: string; name: string; minAmount: number; maxAmount: number; quickAmounts: number[]; bankCodes: number[] }> };
    expect(channels.map((c) => c.channel)).toEqual([...DEPOSIT_CHANNELS]);
    const byChannel = Object.fromEntries(channels.map((c) => [c.channel, c]));
    expect(byChannel.VIETQR).toMatchObject({ name: 'Quét mã VietQR', minAmount: 50_000, maxAmount: 300_000_000, bankCodes: [] });
    expect(byChannel.MOMO).toMatchObject({ minAmount: 20_000, maxAmount: 20_000_000 });
    expect(byChannel.TOKEN).toMatchObject({ minAmount: 100_000, maxAmount: 500_000_000 });
    expect(byChannel.ONLINE_BANKING!.bankCodes).toEqual(BANKS.map((b) => b.code));
    for (const c of channels) {
      expect(c.quickAmounts.length).toBeGreaterThan(0);
      for (const a of c.quickAmounts) expect(a >= c.minAmount && a <= c.maxAmount).toBe(true);
    }
  });

  it('answers each channel with its kind of instructions, at status 2 with a status-history line', async () => {
    const m = await registerMember(t);
    const expected = { ONLINE_BANKING: 'redirect', BANK_TRANSFER: 'bank-transfer', VIETQR: 'vietqr', MOMO: 'e-wallet', ZALOPAY: 'e-wallet', VIETTELPAY: 'e-wallet', TOKEN: 'token' };
    for (const channel of DEPOSIT_CHANNELS) {
      const res = await createDeposit(t, m, { channel, amount: 500_000, ...(channel === 'ONLINE_BANKING' ? { bankCode: 1005 } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json();
      expect(d).toMatchObject({ channel, amount: 500_000, status: 2, reason: null });
      expect(d.instructions.kind).toBe(expected[channel]);
      expect(d.memo).toMatch(DEPOSIT_MEMO_PATTERN);
      expect(d.memo).toMatch(/^NAP[A-HJ-NP-Z2-9]{8}$/);
      const events = await t.db.selectFrom('payment_request_events').selectAll().where('request_id', '=', d.id).execute();
      expect(events.map((e) => [e.from_status, e.to_status, e.actor_kind, e.actor_id])).toEqual([[null, 2, 'member', m.memberId]]);
    }
  });

  it('builds a VietQR payload that parses back to the receiving bank BIN, account, amount and memo', async () => {
    const m = await registerMember(t);
    const d = (await createDeposit(t, m, { channel: 'VIETQR', amount: 1_234_000 })).json();
    const { account, qrPayload, memo } = d.instructions;
    expect(account).toMatchObject({ bankCode: 1001, bankShortName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH RONG VANG' });
    expect(parseVietQrPayload(qrPayload)).toEqual({ bin: bankByCode(1001).bin, accountNumber: '1023456789', amount: 1_234_000, memo: d.memo });
    expect(memo).toBe(d.memo);
  });

  it('gives each e-wallet its own receiving account, a scannable VietQR to it and that wallet’s steps', async () => {
    const m = await registerMember(t);
    for (const wallet of ['MOMO', 'ZALOPAY', 'VIETTELPAY'] as const) {
      const d = (await createDeposit(t, m, { channel: wallet, amount: 300_000 })).json();
      expect(d.instructions).toMatchObject({ kind: 'e-wallet', wallet, memo: d.memo, steps: [...E_WALLET_SCAN_STEPS[wallet]] });
      const parsed = parseVietQrPayload(d.instructions.qrPayload);
      expect(parsed).toEqual({ bin: bankByCode(d.instructions.account.bankCode).bin, accountNumber: d.instructions.account.accountNumber, amount: 300_000, memo: d.memo });
    }
  });

  it('quotes a token deposit: a TRON-style address per member, the rate and the amount rounded up to the cent', async () => {
    const m = await registerMember(t);
    const first = (await createDeposit(t, m, { channel: 'TOKEN', amount: 500_000 })).json().instructions;
    expect(first).toMatchObject({ kind: 'token', asset: 'USDT', network: 'TRC20', rate: 25_400, tokenAmount: '19.69' });
    expect(first.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(first.qrPayload).toBe(first.address);
    const again = (await createDeposit(t, m, { channel: 'TOKEN', amount: 254_000 })).json().instructions;
    expect(again).toMatchObject({ address: first.address, tokenAmount: '10.00' });
    const other = (await createDeposit(t, await registerMember(t), { channel: 'TOKEN', amount: 500_000 })).json().instructions;
    expect(other.address).not.toBe(first.address);
  });

  it('draws a different memo for every deposit', async () => {
    const m = await registerMember(t);
    const memos = new Set<string>();
    for (let i = 0; i < 12; i++) memos.add((await createDeposit(t, m, { channel: 'BANK_TRANSFER', amount: 100_000 })).json().memo);
    expect(memos.size).toBe(12);
  });

  describe('refuses a bad request with a Vietnamese 400 and writes nothing', () => {
    let m: TestMember;
    beforeAll(async () => {
      m = await registerMember(t);
    });
    const cases: Array<[string, Record<string, unknown>, string | RegExp]> = [
      ['below the minimum', { channel: 'VIETQR', amount: 49_999, idempotencyKey: newKey() }, 'Số tiền nạp tối thiểu là 50,000 VND'],
      ['above the maximum', { channel: 'VIETQR', amount: 300_000_001, idempotencyKey: newKey() }, 'Số tiền nạp tối đa là 300,000,000 VND'],
      ['below an e-wallet minimum', { channel: 'MOMO', amount: 19_000, idempotencyKey: newKey() }, 'Số tiền nạp tối thiểu là 20,000 VND'],
      ['above an e-wallet maximum', { channel: 'ZALOPAY', amount: 20_000_001, idempotencyKey: newKey() }, 'Số tiền nạp tối đa là 20,000,000 VND'],
      ['a fractional amount', { channel: 'VIETQR', amount: 100_000.5, idempotencyKey: newKey() }, 'Số tiền phải là số nguyên'],
      ['a negative amount', { channel: 'VIETQR', amount: -100_000, idempotencyKey: newKey() }, 'Số tiền không hợp lệ'],
      ['a zero amount', { channel: 'VIETQR', amount: 0, idempotencyKey: newKey() }, 'Số tiền không hợp lệ'],
      ['a huge amount', { channel: 'VIETQR', amount: 1e20, idempotencyKey: newKey() }, /Số tiền/],
      ['an amount as a string', { channel: 'VIETQR', amount: '100000', idempotencyKey: newKey() }, 'Số tiền phải là số'],
      ['an unknown channel', { channel: 'PAYPAL', amount: 100_000, idempotencyKey: newKey() }, 'Phương thức nạp không hợp lệ'],
      ['no idempotency key', { channel: 'VIETQR', amount: 100_000 }, 'Mã giao dịch là bắt buộc'],
      ['online banking without a bank', { channel: 'ONLINE_BANKING', amount: 100_000, idempotencyKey: newKey() }, 'Vui lòng chọn ngân hàng để thanh toán trực tuyến'],
      ['online banking with an unknown bank', { channel: 'ONLINE_BANKING', amount: 100_000, bankCode: 1099, idempotencyKey: newKey() }, 'Ngân hàng không hợp lệ'],
      ['a bank on another channel', { channel: 'VIETQR', amount: 100_000, bankCode: 1001, idempotencyKey: newKey() }, 'Chỉ chọn ngân hàng khi nạp bằng ngân hàng trực tuyến'],
      ['an unknown field', { channel: 'VIETQR', amount: 100_000, idempotencyKey: newKey(), memo: 'X' }, 'Trường không được hỗ trợ: memo'],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const before = { rows: await paymentRows(t, m), ledger: await ledgerSnapshot(t) };
      const res = await call(t.app, 'depositCreate', body, { token: m.token });
      expect(res.statusCode).toBe(400);
      const messages = res.json().message as string[];
      expect(messages.some((x) => (typeof message === 'string' ? x === message : message.test(x))), messages.join(' | ')).toBe(true);
      for (const x of messages) expect(x).toMatch(VIETNAMESE);
      expect({ rows: await paymentRows(t, m), ledger: await ledgerSnapshot(t) }).toEqual(before);
    });
  });

  describe('with a stricter configuration', () => {
    // Two channels closed to members and at most 2 open deposits: one app for both rules.
    let strict: TestApp;
    beforeAll(async () => {
      strict = await createTestApp(backend, { DEPOSIT_CHANNELS_ENABLED: 'VIETQR,BANK_TRANSFER', MAX_OPEN_DEPOSITS: '2' });
    });
    afterAll(async () => {
      await strict.close();
    });

    it('offers and takes only the open channels', async () => {
      const m = await registerMember(strict);
      const options = (await call(strict.app, 'depositOptions', undefined, { token: m.token })).json();
      expect(options.channels.map((c: { channel: string }) => c.channel)).toEqual(['BANK_TRANSFER', 'VIETQR']);
      const res = await createDeposit(strict, m, { channel: 'MOMO', amount: 100_000 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['Phương thức nạp tiền này đang tạm đóng']);
      expect((await paymentRows(strict, m)).requests).toBe(0);
    });

    it('limits the deposits a member can have open at once', async () => {
      const m = await registerMember(strict);
      for (let i = 0; i < 2; i++) expect((await createDeposit(strict, m, { channel: 'VIETQR', amount: 100_000 })).statusCode).toBe(200);
      const third = await createDeposit(strict, m, { channel: 'VIETQR', amount: 100_000 });
      expect(third.statusCode).toBe(400);
      expect(third.json().message[0]).toMatch(/^Bạn đang có 2 lệnh nạp tiền chờ xử lý/);
      expect((await paymentRows(strict, m)).requests).toBe(2);
    });
  });

  it('answers a retry with the same key and request with the same deposit, and refuses the key for another request', async () => {
    const m = await registerMember(t);
    const body = { channel: 'BANK_TRANSFER', amount: 150_000, idempotencyKey: newKey() };
    const first = await call(t.app, 'depositCreate', body, { token: m.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // An operator approves it before the lost answer is retried: the retry still gets the first answer.
    await approvePayment({ db: t.database, events: t.events }, first.json().id, { kind: 'system', id: null });
    const again = await call(t.app, 'depositCreate', body, { token: m.token });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const conflict = await call(t.app, 'depositCreate', { ...body, amount: 160_000 }, { token: m.token });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Mã giao dịch đã được dùng cho một yêu cầu khác');
    expect((await paymentRows(t, m)).requests).toBe(1);
  });

  it('keeps one record when the same request arrives several times at once', async () => {
    const m = await registerMember(t);
    const body = { channel: 'VIETQR', amount: 200_000, idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'depositCreate', body, { token: m.token })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await paymentRows(t, m)).toMatchObject({ requests: 1, events: 1 });
  });

  it('shows a member their own deposit and no one else’s', async () => {
    const owner = await registerMember(t);
    const stranger = await registerMember(t);
    const d = (await createDeposit(t, owner, { channel: 'BANK_TRANSFER', amount: 100_000 })).json();
    const mine = await call(t.app, 'depositDetail', { id: d.id }, { token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(d);
    const theirs = await call(t.app, 'depositDetail', { id: d.id }, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Không tìm thấy giao dịch');
    expect((await call(t.app, 'depositDetail', { id: 99_999_999 }, { token: owner.token })).statusCode).toBe(404);
  });

  it('needs a member token', async () => {
    expect((await call(t.app, 'depositOptions')).statusCode).toBe(401);
    expect((await call(t.app, 'depositCreate', { channel: 'VIETQR', amount: 100_000, idempotencyKey: newKey() })).statusCode).toBe(401);
  });
});
