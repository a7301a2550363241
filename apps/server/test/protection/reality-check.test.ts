import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../src/lib/events/member-event-bus.ts';
import { approvePayment, markPaymentPaid } from '../../src/modules/payments/requests/lifecycle.ts';
import { BACKENDS } from '../helpers/test-app.ts';
import { VALID_CARD, bindCard, requestWithdrawal } from '../payments/helpers.ts';
import { HOUR_MS, callAt, deposit, insertRound, login, registerSession, settings, useProtectionApp, type Session } from './helpers.ts';

const OPERATOR = { kind: 'operator' as const, id: null };
/** A session in which nothing has happened yet. */
const NOTHING = { deposited: 0, withdrawn: 0, balanceChange: 0, staked: 0, won: 0, gameNet: 0 };

describe.each(BACKENDS)('reality check on $name', (backend) => {
  const t = useProtectionApp(backend);

  const lifecycle = () => ({ db: t.database, events: createMemoryEventBus() });
  const summary = async (s: Session) => {
    const res = await callAt(t, 'realitySummary', undefined, s.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const paid = async (id: number) => {
    await approvePayment(lifecycle(), id, OPERATOR);
    await markPaymentPaid(lifecycle(), id, OPERATOR);
  };

  it('is off until set, keeps an offered interval, and refuses any other with a Vietnamese sentence', async () => {
    const s = await registerSession(t);
    expect((await settings(t, s)).realityCheckMinutes).toBe(0);
    const set = await callAt(t, 'setRealityCheck', { minutes: 30 }, s.token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().realityCheckMinutes).toBe(30);
    for (const minutes of [45, -15, 30.5, '30']) {
      const bad = await callAt(t, 'setRealityCheck', { minutes }, s.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(['Khoảng thời gian nhắc nhở không hợp lệ']);
    }
    expect((await settings(t, s)).realityCheckMinutes).toBe(30);
    expect((await callAt(t, 'setRealityCheck', { minutes: 0 }, s.token)).json().realityCheckMinutes).toBe(0);
  });

  it('sums this session: the login time, deposits and withdrawals paid, and the change of all the member holds', async () => {
    const s = await registerSession(t);
    expect(await summary(s)).toEqual({ ...NOTHING, sessionStartedAt: new Date(t.clock.now).toISOString() });

    const depositId = (await deposit(t, s, 500_000)).json().id;
    expect(await summary(s)).toMatchObject({ deposited: 0, balanceChange: 0 });
    await paid(depositId);
    expect(await summary(s)).toMatchObject({ deposited: 500_000, withdrawn: 0, balanceChange: 500_000 });

    const card = (await bindCard(t, s, VALID_CARD)).json().id;
    const withdrawal = await requestWithdrawal(t, s, { cardId: card, amount: 200_000 });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // Held for the pay-out: no longer the member's, though not yet paid.
    expect(await summary(s)).toMatchObject({ deposited: 500_000, withdrawn: 0, balanceChange: 300_000 });
    await paid(withdrawal.json().withdrawal.id);
    expect(await summary(s)).toMatchObject({ deposited: 500_000, withdrawn: 200_000, balanceChange: 300_000 });

    // A new login starts a new session: what came before it no longer counts.
    t.clock.now += HOUR_MS;
    const again = await login(t, s);
    expect(again.statusCode, again.body).toBe(200);
    expect(await summary({ ...s, token: again.json().access_token })).toEqual({ ...NOTHING, sessionStartedAt: new Date(t.clock.now).toISOString() });
  });

  it("adds the session's stakes, wins and net result from the bet records, the same after a reload, and anew after a login", async () => {
    const s = await registerSession(t);
    await insertRound(t, s, { stake: 900_000, at: t.clock.now - 60_000 }); // before this session: not counted
    await insertRound(t, s, { stake: 200_000, win: 50_000 });
    await insertRound(t, s, { stake: 100_000, win: 380_000 });
    await insertRound(t, s, { stake: 150_000 });
    expect(await summary(s)).toMatchObject({ staked: 450_000, won: 430_000, gameNet: -20_000 });
    // Another tab, or the same one reloaded: the figures are the server's, counted from the login.
    const otherTab = await summary(s);
    expect(otherTab).toMatchObject({ staked: 450_000, won: 430_000, gameNet: -20_000 });

    t.clock.now += HOUR_MS;
    await insertRound(t, s, { stake: 10_000, win: 60_000, at: t.clock.now - 60_000 });
    const again = await login(t, s);
    expect(again.statusCode, again.body).toBe(200);
    expect(await summary({ ...s, token: again.json().access_token })).toMatchObject({ staked: 0, won: 0, gameNet: 0 });
    await insertRound(t, s, { stake: 10_000, win: 60_000 });
    expect(await summary({ ...s, token: again.json().access_token })).toMatchObject({ staked: 10_000, won: 60_000, gameNet: 50_000 });
  });
});
