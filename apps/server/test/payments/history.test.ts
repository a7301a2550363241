import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../src/lib/events/member-event-bus.ts';
import { rejectPayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { VALID_CARD, bindCard, createDeposit, fund, postCallback, requestWithdrawal, signedCallback } from './helpers.ts';

type Item = { id: string; type: string; amount: number; status: number; description: string; reason: string | null; createdAt: string };
type Page = { items: Item[]; nextCursor: string | null };

/** The calendar day of an instant in Asia/Ho_Chi_Minh (UTC+7). */
const hcmDay = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + 7 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('transaction history on $name', (backend) => {
  let t: TestApp;
  let m: TestMember;
  let all: Item[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t);
    await fund(t, m, 10_000_000);
    const ok = async (res: { statusCode: number; body: string }) => {
      if (res.statusCode !== 200) throw new Error(res.body);
      return JSON.parse(res.body);
    };
    await ok(await createDeposit(t, m, { channel: 'VIETQR', amount: 100_000 }));
    await ok(await createDeposit(t, m, { channel: 'BANK_TRANSFER', amount: 200_000 }));
    const online = await ok(await createDeposit(t, m, { channel: 'ONLINE_BANKING', amount: 400_000, bankCode: 1001 }));
    const paid = await signedCallback(t, { depositId: online.id, amount: 400_000, outcome: 'paid', reference: 'SBXH' });
    expect((await postCallback(t, paid.body, paid.signature)).statusCode).toBe(200);
    const transfer = (body: Record<string, unknown>) => call(t.app, 'walletTransfer', { ...body, idempotencyKey: newKey() }, { token: m.token });
    await ok(await transfer({ from: 'Member', to: 'JL', amount: 50_000 }));
    await ok(await transfer({ from: 'JL', to: 'Member', amount: 20_000 }));
    await ok(await call(t.app, 'walletRecallAll', { idempotencyKey: newKey() }, { token: m.token }));
    await ok(await createDeposit(t, m, { channel: 'MOMO', amount: 300_000 }));
    const cardId = (await ok(await bindCard(t, m, VALID_CARD))).id;
    await ok(await requestWithdrawal(t, m, { cardId, amount: 150_000 }));
    const rejected = (await ok(await requestWithdrawal(t, m, { cardId, amount: 250_000 }))).withdrawal;
    await rejectPayment({ db: t.database, events: createMemoryEventBus() }, rejected.id, { kind: 'operator', id: null }, 'Sai tên chủ tài khoản');
    all = (await history({ limit: 50 })).items;
  });
  afterAll(async () => {
    await t.close();
  });

  const historyRes = (body: Record<string, unknown>, member = m) => call(t.app, 'transactionHistory', body, { token: member.token });
  async function history(body: Record<string, unknown>, member = m): Promise<Page> {
    const res = await historyRes(body, member);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json();
  }

  it('lists deposits, withdrawals, transfers and the recall, newest first, each described', async () => {
    expect(all).toHaveLength(9);
    const times = all.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.map((i) => [i.type, i.amount, i.status, i.description])).toEqual([
      ['WITHDRAWAL', 250_000, 5, 'Vietcombank 012***012'],
      ['WITHDRAWAL', 150_000, 2, 'Vietcombank 012***012'],
      ['DEPOSIT', 300_000, 2, 'Ví MoMo'],
      ['TRANSFER', 30_000, 1, 'JILI → TK Chính'],
      ['TRANSFER', 20_000, 1, 'JILI → TK Chính'],
      ['TRANSFER', 50_000, 1, 'TK Chính → JILI'],
      ['DEPOSIT', 400_000, 1, 'Ngân hàng trực tuyến'],
      ['DEPOSIT', 200_000, 2, 'Chuyển khoản ATM'],
      ['DEPOSIT', 100_000, 2, 'Quét mã VietQR'],
    ]);
    expect(all[0]!.reason).toBe('Sai tên chủ tài khoản');
    expect(all.map((i) => i.id[0])).toEqual(['W', 'W', 'D', 'T', 'T', 'T', 'D', 'D', 'D']);
    expect(new Set(all.map((i) => i.id)).size).toBe(9);
  });

  it('filters by type and by status', async () => {
    const ids = async (body: Record<string, unknown>) => (await history({ limit: 50, ...body })).items.map((i) => i.id);
    const only = (pred: (i: Item) => boolean) => all.filter(pred).map((i) => i.id);
    expect(await ids({ type: 'DEPOSIT' })).toEqual(only((i) => i.type === 'DEPOSIT'));
    expect(await ids({ type: 'WITHDRAWAL' })).toEqual(only((i) => i.type === 'WITHDRAWAL'));
    expect(await ids({ type: 'TRANSFER' })).toEqual(only((i) => i.type === 'TRANSFER'));
    expect(await ids({ status: 2 })).toHaveLength(4);
    expect(await ids({ status: 1 })).toEqual(only((i) => i.status === 1));
    expect(await ids({ status: 5 })).toEqual([all[0]!.id]);
    expect(await ids({ type: 'TRANSFER', status: 2 })).toEqual([]);
    expect(await history({ status: 4 })).toEqual({ items: [], nextCursor: null });
  });

  it('filters by calendar days in Asia/Ho_Chi_Minh, both ends inclusive', async () => {
    const first = hcmDay(all.at(-1)!.createdAt);
    const last = hcmDay(all[0]!.createdAt);
    expect((await history({ limit: 50, fromDate: first, toDate: last })).items.map((i) => i.id)).toEqual(all.map((i) => i.id));
    expect((await history({ limit: 50, fromDate: first })).items).toHaveLength(9);
    expect((await history({ fromDate: hcmDay(all[0]!.createdAt, 1) })).items).toEqual([]);
    expect((await history({ toDate: hcmDay(all.at(-1)!.createdAt, -1) })).items).toEqual([]);
  });

  it('refuses dates in the wrong order or that do not exist', async () => {
    const backwards = await historyRes({ fromDate: '2026-03-02', toDate: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toEqual(['Ngày bắt đầu không được sau ngày kết thúc']);
    const impossible = await historyRes({ fromDate: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toEqual(['Ngày không hợp lệ']);
    expect((await historyRes({ toDate: '01-03-2026' })).statusCode).toBe(400);
  });

  it('walks the pages with the cursor: every item once, in order, and no cursor after the last page', async () => {
    for (const [limit, filter] of [[2, {}], [4, {}], [1, { type: 'DEPOSIT' }], [3, { status: 2 }]] as const) {
      const expected = (await history({ limit: 50, ...filter })).items.map((i) => i.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Page = await history({ limit, ...filter, ...(cursor ? { cursor } : {}) });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
    }
  });

  it('pages 20 at a time by default and at most 50', async () => {
    expect((await history({})).items).toHaveLength(9);
    expect((await historyRes({ limit: 51 })).statusCode).toBe(400);
    expect((await historyRes({ limit: 0 })).statusCode).toBe(400);
  });

  it('refuses a cursor it did not make', async () => {
    const made = (await history({ limit: 2 })).nextCursor!;
    for (const cursor of ['not a cursor!', 'aGVsbG8', Buffer.from('2026-01-01T00:00:00.000000Z|X1').toString('base64url'), `${made}x`]) {
      const res = await historyRes({ cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['Vị trí trang không hợp lệ']);
    }
  });

  it('shows a member only their own history', async () => {
    const other = await registerMember(t);
    expect(await history({}, other)).toEqual({ items: [], nextCursor: null });
  });
});
