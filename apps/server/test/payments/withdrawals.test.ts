import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { createMemoryEventBus } from '../../src/lib/events/member-event-bus.ts';
import { approvePayment, markPaymentPaid, rejectPayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { INSUFFICIENT, balancesOf, ledgerSnapshot, newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { VALID_CARD, bindCard, fund, paymentRows, requestWithdrawal, seal } from './helpers.ts';

describe.each(BACKENDS)('withdrawals on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const lifecycle = () => ({ db: t.database, events: createMemoryEventBus() });
  const operator = { kind: 'operator' as const, id: null };

  async function heldBalance(): Promise<number> {
    const row = await t.db.selectFrom('ledger_accounts').select('balance').where('owner_kind', '=', 'operator').where('wallet_key', '=', 'HELD').executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  async function memberWithCard(balance: number): Promise<TestMember & { cardId: number }> {
    const m = await registerMember(t);
    if (balance > 0) await fund(t, m, balance);
    const card = await bindCard(t, m, VALID_CARD);
    expect(card.statusCode, card.body).toBe(200);
    return { ...m, cardId: card.json().id };
  }

  it('offers the limits, quick picks and the member’s cards', async () => {
    const m = await memberWithCard(0);
    const res = await call(t.app, 'withdrawalOptions', undefined, { token: m.token });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({ minAmount: 100_000, maxAmount: 100_000_000 });
    expect(options.quickAmounts.every((a: number) => a >= 100_000 && a <= 100_000_000)).toBe(true);
    expect(options.cards.map((c: { id: number; accountMasked: string }) => [c.id, c.accountMasked])).toEqual([[m.cardId, '012***012']]);
  });

  it('holds the amount at once: main account down, HELD up, the request under review', async () => {
    const m = await memberWithCard(2_000_000);
    const heldBefore = await heldBalance();
    const res = await requestWithdrawal(t, m, { cardId: m.cardId, amount: 500_000 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ balance: 1_500_000, totalBalance: 1_500_000 });
    expect(body.withdrawal).toMatchObject({ amount: 500_000, status: 2, reason: null, card: { id: m.cardId, accountMasked: '012***012' } });
    expect((await balancesOf(t, m)).balance).toBe(1_500_000);
    expect((await heldBalance()) - heldBefore).toBe(500_000);
    expect(await paymentRows(t, m)).toMatchObject({ requests: 1, events: 1 });
  });

  it('refuses more than the balance with 400 and leaves no record', async () => {
    const m = await memberWithCard(300_000);
    const before = { rows: await paymentRows(t, m), ledger: await ledgerSnapshot(t) };
    const res = await requestWithdrawal(t, m, { cardId: m.cardId, amount: 300_001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([INSUFFICIENT]);
    expect({ rows: await paymentRows(t, m), ledger: await ledgerSnapshot(t) }).toEqual(before);
  });

  it('refuses another member’s card (and a card that does not exist) and changes nothing', async () => {
    const owner = await memberWithCard(0);
    const thief = await memberWithCard(1_000_000);
    const before = { rows: await paymentRows(t, thief), ledger: await ledgerSnapshot(t) };
    for (const cardId of [owner.cardId, 99_999_999]) {
      const res = await requestWithdrawal(t, thief, { cardId, amount: 200_000 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['Thẻ ngân hàng không hợp lệ']);
    }
    expect({ rows: await paymentRows(t, thief), ledger: await ledgerSnapshot(t) }).toEqual(before);
  });

  it('refuses amounts outside the limits in words that name the limit', async () => {
    const m = await memberWithCard(500_000_000);
    const before = await ledgerSnapshot(t);
    const low = await requestWithdrawal(t, m, { cardId: m.cardId, amount: 99_999 });
    expect(low.json().message).toEqual(['Số tiền rút tối thiểu là 100,000 VND']);
    const high = await requestWithdrawal(t, m, { cardId: m.cardId, amount: 100_000_001 });
    expect(high.json().message).toEqual(['Số tiền rút tối đa là 100,000,000 VND']);
    const fraction = await requestWithdrawal(t, m, { cardId: m.cardId, amount: 150_000.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toContain('Số tiền phải là số nguyên');
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('answers a retry with the same key once, and refuses the key for another request', async () => {
    const m = await memberWithCard(1_000_000);
    const fields = { cardId: m.cardId, amount: 200_000, idempotencyKey: newKey() };
    const first = await call(t.app, 'withdrawalCreate', await seal(t, m, fields), { token: m.token });
    expect(first.statusCode).toBe(200);
    // The balance moves before the lost answer is retried: the retry still gets the first answer.
    await fund(t, m, 50_000);
    const again = await call(t.app, 'withdrawalCreate', await seal(t, m, fields), { token: m.token });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().balance).toBe(800_000);
    const conflict = await call(t.app, 'withdrawalCreate', await seal(t, m, { ...fields, amount: 300_000 }), { token: m.token });
    expect(conflict.statusCode).toBe(409);
    expect((await balancesOf(t, m)).balance).toBe(850_000);
    expect((await paymentRows(t, m)).requests).toBe(1);
  });

  it('gives the hold back when an operator rejects the request, and pays it out when paid', async () => {
    const m = await memberWithCard(1_000_000);
    const rejected = (await requestWithdrawal(t, m, { cardId: m.cardId, amount: 400_000 })).json().withdrawal;
    const paid = (await requestWithdrawal(t, m, { cardId: m.cardId, amount: 100_000 })).json().withdrawal;
    expect((await balancesOf(t, m)).balance).toBe(500_000);
    const heldBefore = await heldBalance();

    const row = await rejectPayment(lifecycle(), rejected.id, operator, 'Thông tin thẻ không khớp');
    expect(Number(row.status)).toBe(5);
    expect((await balancesOf(t, m)).balance).toBe(900_000);
    expect(heldBefore - (await heldBalance())).toBe(400_000);

    await approvePayment(lifecycle(), paid.id, operator);
    await markPaymentPaid(lifecycle(), paid.id, operator);
    expect((await balancesOf(t, m)).balance).toBe(900_000);
    expect(heldBefore - (await heldBalance())).toBe(500_000);
  });

  it('has no way for a member to cancel a request (D7)', async () => {
    const m = await memberWithCard(0);
    const url = '/api/v1/withdrawals/cancel';
    const payload = JSON.stringify({ id: 1 });
    const signed = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: url, timestamp: Date.now(), body: payload });
    const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}`, ...signed }, payload });
    expect(res.statusCode).toBe(404);
  });
});
