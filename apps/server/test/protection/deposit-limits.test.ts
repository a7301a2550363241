import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../src/lib/events/member-event-bus.ts';
import { markPaymentFailed, approvePayment, rejectPayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { BACKENDS } from '../helpers/test-app.ts';
import { ledgerSnapshot } from '../ledger/helpers.ts';
import { DAY_MS, HOUR_MS, advance, callAt, deposit, depositRequestCount, limitOf, registerSession, setLimit, settings, useProtectionApp } from './helpers.ts';

const OPERATOR = { kind: 'operator' as const, id: null };
const messagesOf = (res: { json(): unknown }) => (res.json() as { message: string[] }).message;

describe.each(BACKENDS)('deposit limits on $name', (backend) => {
  // Enough open deposits that only the protection limit decides how many fit.
  const t = useProtectionApp(backend, { MAX_OPEN_DEPOSITS: '50' });

  const lifecycle = () => ({ db: t.database, events: createMemoryEventBus() });

  it('starts with no limits, and counts nothing against them', async () => {
    const s = await registerSession(t);
    expect((await settings(t, s)).depositLimits).toEqual([
      { period: 'DAY', amount: null, used: 0, pending: null },
      { period: 'WEEK', amount: null, used: 0, pending: null },
      { period: 'MONTH', amount: null, used: 0, pending: null },
    ]);
  });

  it('applies a first limit at once and refuses a deposit over it with the room left, writing nothing', async () => {
    const s = await registerSession(t);
    const set = await setLimit(t, s, 'DAY', 500_000);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().depositLimits[0]).toEqual({ period: 'DAY', amount: 500_000, used: 0, pending: null });
    expect((await deposit(t, s, 350_000)).statusCode).toBe(200);

    const books = await ledgerSnapshot(t);
    const over = await deposit(t, s, 200_000);
    expect(over.statusCode).toBe(400);
    expect(messagesOf(over)).toEqual(['Vượt hạn mức nạp trong 24 giờ: bạn còn có thể nạp 150,000 VND']);
    expect(await ledgerSnapshot(t)).toEqual(books);
    expect(await depositRequestCount(t, s)).toBe(1);

    expect((await deposit(t, s, 150_000)).statusCode).toBe(200);
    expect(await limitOf(t, s, 'DAY')).toMatchObject({ amount: 500_000, used: 500_000 });
    expect(messagesOf(await deposit(t, s, 50_000))).toEqual(['Vượt hạn mức nạp trong 24 giờ: bạn đã nạp hết hạn mức']);
  });

  it('names the period with the least room left when several are passed', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'DAY', 1_000_000);
    await setLimit(t, s, 'WEEK', 800_000);
    await setLimit(t, s, 'MONTH', 600_000);
    expect((await deposit(t, s, 500_000)).statusCode).toBe(200);
    expect(messagesOf(await deposit(t, s, 700_000))).toEqual(['Vượt hạn mức nạp trong 30 ngày: bạn còn có thể nạp 100,000 VND']);
    const limits = (await settings(t, s)).depositLimits;
    expect(limits.map((l) => [l.period, l.amount, l.used])).toEqual([
      ['DAY', 1_000_000, 500_000],
      ['WEEK', 800_000, 500_000],
      ['MONTH', 600_000, 500_000],
    ]);
  });

  it('applies a lower limit at once and drops a waiting raise', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'WEEK', 1_000_000);
    const raised = (await setLimit(t, s, 'WEEK', 2_000_000)).json().depositLimits[1];
    expect(raised).toEqual({ period: 'WEEK', amount: 1_000_000, used: 0, pending: { amount: 2_000_000, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() } });
    const lowered = (await setLimit(t, s, 'WEEK', 300_000)).json().depositLimits[1];
    expect(lowered).toEqual({ period: 'WEEK', amount: 300_000, used: 0, pending: null });
    expect(messagesOf(await deposit(t, s, 400_000))).toEqual(['Vượt hạn mức nạp trong 7 ngày: bạn còn có thể nạp 300,000 VND']);
  });

  it('holds a raise for 24 hours from the last request for one, then applies it', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'WEEK', 500_000);
    expect((await deposit(t, s, 400_000)).statusCode).toBe(200);
    await setLimit(t, s, 'WEEK', 800_000);
    await advance(t, s, HOUR_MS);
    // A second raise replaces the first and starts its own day.
    const again = await limitOf(t, s, 'WEEK');
    expect(again.pending?.amount).toBe(800_000);
    await setLimit(t, s, 'WEEK', 1_000_000);
    expect(await limitOf(t, s, 'WEEK')).toEqual({
      period: 'WEEK',
      amount: 500_000,
      used: 400_000,
      pending: { amount: 1_000_000, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() },
    });
    expect(messagesOf(await deposit(t, s, 200_000))).toEqual(['Vượt hạn mức nạp trong 7 ngày: bạn còn có thể nạp 100,000 VND']);

    await advance(t, s, DAY_MS - 60_000);
    expect((await limitOf(t, s, 'WEEK')).amount).toBe(500_000);
    expect((await deposit(t, s, 200_000)).statusCode).toBe(400);

    await advance(t, s, 60_000);
    expect((await deposit(t, s, 200_000)).statusCode).toBe(200);
    expect(await limitOf(t, s, 'WEEK')).toEqual({ period: 'WEEK', amount: 1_000_000, used: 600_000, pending: null });
  });

  it('holds a removal for 24 hours, then lifts the limit', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'DAY', 300_000);
    const removal = await setLimit(t, s, 'DAY', null);
    expect(removal.statusCode).toBe(200);
    expect(removal.json().depositLimits[0]).toEqual({
      period: 'DAY',
      amount: 300_000,
      used: 0,
      pending: { amount: null, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() },
    });
    expect((await deposit(t, s, 400_000)).statusCode).toBe(400);

    await advance(t, s, DAY_MS);
    expect(await limitOf(t, s, 'DAY')).toEqual({ period: 'DAY', amount: null, used: 0, pending: null });
    expect((await deposit(t, s, 400_000)).statusCode).toBe(200);
  });

  it('frees the room of rejected and failed deposits, while one still waiting keeps counting', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'DAY', 300_000);
    const rejected = (await deposit(t, s, 200_000)).json().id;
    const failed = (await deposit(t, s, 100_000)).json().id;
    expect(messagesOf(await deposit(t, s, 100_000))).toEqual(['Vượt hạn mức nạp trong 24 giờ: bạn đã nạp hết hạn mức']);

    await rejectPayment(lifecycle(), rejected, OPERATOR, 'Không nhận được tiền');
    expect((await limitOf(t, s, 'DAY')).used).toBe(100_000);
    await approvePayment(lifecycle(), failed, OPERATOR);
    expect((await limitOf(t, s, 'DAY')).used).toBe(100_000);
    await markPaymentFailed(lifecycle(), failed, OPERATOR, 'Ngân hàng từ chối');
    expect((await limitOf(t, s, 'DAY')).used).toBe(0);
    expect((await deposit(t, s, 300_000)).statusCode).toBe(200);
  });

  it('lets exactly as many parallel deposits through as the limit holds', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'MONTH', 500_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(t, s, 100_000)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(messagesOf(refused)).toEqual(['Vượt hạn mức nạp trong 30 ngày: bạn đã nạp hết hạn mức']);
    }
    expect(await depositRequestCount(t, s)).toBe(5);
    expect((await limitOf(t, s, 'MONTH')).used).toBe(500_000);
  });

  it('refuses a bad limit with a Vietnamese sentence and keeps the one in force', async () => {
    const s = await registerSession(t);
    await setLimit(t, s, 'DAY', 500_000);
    for (const [period, amount] of [
      ['DAY', 5_000],
      ['DAY', 150_000.5],
      ['YEAR', 100_000],
    ] as const) {
      const res = await setLimit(t, s, period, amount);
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res).join(' ')).toMatch(/Hạn mức|Kỳ hạn mức không hợp lệ/);
    }
    expect(await limitOf(t, s, 'DAY')).toEqual({ period: 'DAY', amount: 500_000, used: 0, pending: null });
    expect((await callAt(t, 'setDepositLimit', { period: 'DAY', amount: 100_000 })).statusCode).toBe(401);
  });
});
