import { describe, expect, it } from 'vitest';
import { OperatorDashboard } from '@app/contract';
import { vietnamDay, vietnamDayStart } from '../../src/lib/vietnam-day.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callAt, deposit, insertRound, registerSession } from '../protection/helpers.ts';
import { operatorCall, signInNewOperator } from './helpers.ts';

describe.each(BACKENDS)("the console's dashboard ($name)", (backend) => {
  const t = useTestApp(backend);

  it("sums today's registrations, payments by channel, waiting reviews and revenue per provider, in Vietnam's day", async () => {
    // Today is the calendar day in Hồ Chí Minh City: what happened before its midnight is not today's.
    const midnight = vietnamDayStart(vietnamDay(new Date(t.clock.now)));
    const { token } = await signInNewOperator(t, 'admin');
    const before = OperatorDashboard.parse((await operatorCall(t.app, 'dashboard', undefined, { token })).json());

    const a = await registerSession(t);
    const b = await registerSession(t);
    expect((await deposit(t, a, 500_000)).statusCode).toBe(200);
    expect((await deposit(t, b, 200_000)).statusCode).toBe(200);
    await insertRound(t, a, { stake: 10_000, win: 4_000 });
    await insertRound(t, b, { stake: 5_000, win: 0 });
    // A minute before Vietnam's midnight: yesterday's, left out.
    await insertRound(t, b, { stake: 99_000, win: 0, at: midnight - 60_000 });
    expect((await callAt(t, 'checkOnline', { online: true }, a.token)).statusCode).toBe(200);

    const res = await operatorCall(t.app, 'dashboard', undefined, { token });
    expect(res.statusCode).toBe(200);
    const now = OperatorDashboard.parse(res.json());
    expect(now.registrationsToday - before.registrationsToday).toBe(2);
    expect(now.membersOnline).toBeGreaterThanOrEqual(1);
    const bank = now.paymentsToday.find((p) => p.type === 'DEPOSIT' && p.channel === 'BANK_TRANSFER')!;
    expect(bank).toMatchObject({ requested: 2, requestedAmount: 700_000, succeeded: 0, succeededAmount: 0 });
    const waiting = now.pendingReviews.find((p) => p.type === 'DEPOSIT')!;
    expect(waiting.count).toBe(2);
    expect(waiting.oldestSince).not.toBeNull();
    expect(now.revenueToday).toEqual([{ provider: 'JILI', rounds: 2, turnover: 15_000, payout: 4_000, ggr: 11_000 }]);
  });

  it('is for signed-in operators only', async () => {
    expect((await operatorCall(t.app, 'dashboard')).statusCode).toBe(401);
  });
});
