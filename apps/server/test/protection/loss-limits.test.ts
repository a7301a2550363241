import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/test-app.ts';
import { DAY_MS, HOUR_MS, advance, callAt, insertRound, playGate, registerSession, settings, useProtectionApp, type Session } from './helpers.ts';

const messagesOf = (res: { json(): unknown }) => (res.json() as { message: string[] }).message;

describe.each(BACKENDS)('loss limits on $name', (backend) => {
  const t = useProtectionApp(backend);

  const setLossLimit = (s: Session, period: string, amount: number | null) => callAt(t, 'setLossLimit', { period, amount }, s.token);
  const lossLimit = async (s: Session, period: 'DAY' | 'WEEK' | 'MONTH') => (await settings(t, s)).lossLimits.find((l) => l.period === period)!;
  const launch = (s: Session) => callAt(t, 'gameLaunch', { gameId: 'kho-bau-rong' }, s.token);

  it('starts with no limits, and shows the loss of each rolling window from the bet records', async () => {
    const s = await registerSession(t);
    expect((await settings(t, s)).lossLimits).toEqual([
      { period: 'DAY', amount: null, used: 0, pending: null },
      { period: 'WEEK', amount: null, used: 0, pending: null },
      { period: 'MONTH', amount: null, used: 0, pending: null },
    ]);
    await insertRound(t, s, { stake: 400_000, at: t.clock.now - 20 * DAY_MS });
    await insertRound(t, s, { stake: 300_000, win: 100_000, at: t.clock.now - 3 * DAY_MS });
    await insertRound(t, s, { stake: 50_000, win: 0, at: t.clock.now - HOUR_MS });
    await insertRound(t, s, { stake: 10_000, win: 60_000, at: t.clock.now - 60_000 });
    // Loss = stakes − wins per window; a window where the member is ahead has used nothing.
    expect((await settings(t, s)).lossLimits.map((l) => [l.period, l.used])).toEqual([
      ['DAY', 0],
      ['WEEK', 200_000],
      ['MONTH', 600_000],
    ]);
  });

  it('applies a first limit and a lower one at once, and holds a raise or a removal for 24 hours', async () => {
    const s = await registerSession(t);
    const first = await setLossLimit(s, 'DAY', 1_000_000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().lossLimits[0]).toEqual({ period: 'DAY', amount: 1_000_000, used: 0, pending: null });
    // The deposit limits are a table of their own: untouched.
    expect(first.json().depositLimits[0]).toEqual({ period: 'DAY', amount: null, used: 0, pending: null });

    const raised = (await setLossLimit(s, 'DAY', 2_000_000)).json().lossLimits[0];
    expect(raised).toEqual({ period: 'DAY', amount: 1_000_000, used: 0, pending: { amount: 2_000_000, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() } });
    const lowered = (await setLossLimit(s, 'DAY', 500_000)).json().lossLimits[0];
    expect(lowered).toEqual({ period: 'DAY', amount: 500_000, used: 0, pending: null });

    await setLossLimit(s, 'DAY', null);
    expect(await lossLimit(s, 'DAY')).toEqual({ period: 'DAY', amount: 500_000, used: 0, pending: { amount: null, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() } });
    await advance(t, s, DAY_MS - 60_000);
    expect((await lossLimit(s, 'DAY')).amount).toBe(500_000);
    await advance(t, s, 60_000);
    expect(await lossLimit(s, 'DAY')).toEqual({ period: 'DAY', amount: null, used: 0, pending: null });
  });

  it('refuses a stake that would take the loss over a limit, with the room left, and lets one that fits through', async () => {
    const s = await registerSession(t);
    await setLossLimit(s, 'DAY', 1_000_000);
    await insertRound(t, s, { stake: 900_000, win: 200_000, at: t.clock.now - 2 * HOUR_MS });
    expect(await playGate(t, s)).toBeNull();
    expect(await playGate(t, s, 300_000)).toBeNull();
    expect(await playGate(t, s, 300_001)).toBe('Mức cược vượt giới hạn thua lỗ 24 giờ (1,000,000 VND): bạn chỉ còn có thể cược tối đa 300,000 VND.');

    await insertRound(t, s, { stake: 300_000, at: t.clock.now - HOUR_MS });
    const reached = 'Bạn đã đạt giới hạn thua lỗ 24 giờ (1,000,000 VND). Giới hạn sẽ mở lại chậm nhất sau 24 giờ.';
    expect(await playGate(t, s, 1_000)).toBe(reached);
    // Nothing fits any more: no launch and no transfer into a game either.
    expect(await playGate(t, s)).toBe(reached);
    const refused = await launch(s);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(reached);
    expect(await lossLimit(s, 'DAY')).toMatchObject({ amount: 1_000_000, used: 1_000_000 });

    // A win gives room back; and once the window has moved past the rounds, all of it.
    await insertRound(t, s, { stake: 0, win: 250_000 });
    expect(await playGate(t, s, 250_000)).toBeNull();
    t.clock.now += DAY_MS + 1;
    expect(await playGate(t, s, 1_000_000)).toBeNull();
    expect(await playGate(t, s, 1_000_001)).toMatch(/^Mức cược vượt giới hạn thua lỗ 24 giờ/);
  });

  it('names the window with the least room left when several would be passed', async () => {
    const s = await registerSession(t);
    await setLossLimit(s, 'DAY', 550_000);
    await setLossLimit(s, 'WEEK', 1_500_000);
    await setLossLimit(s, 'MONTH', 3_000_000);
    await insertRound(t, s, { stake: 1_000_000, at: t.clock.now - 3 * DAY_MS });
    await insertRound(t, s, { stake: 400_000, at: t.clock.now - HOUR_MS });
    expect(await playGate(t, s, 100_000)).toBeNull();
    expect(await playGate(t, s, 200_000)).toBe('Mức cược vượt giới hạn thua lỗ 7 ngày (1,500,000 VND): bạn chỉ còn có thể cược tối đa 100,000 VND.');
    expect((await settings(t, s)).lossLimits.map((l) => [l.period, l.amount, l.used])).toEqual([
      ['DAY', 550_000, 400_000],
      ['WEEK', 1_500_000, 1_400_000],
      ['MONTH', 3_000_000, 1_400_000],
    ]);
  });

  it('keeps enforcing the old limit while a raise waits, and the new one once its day has passed', async () => {
    const s = await registerSession(t);
    await setLossLimit(s, 'WEEK', 500_000);
    await insertRound(t, s, { stake: 500_000, at: t.clock.now - HOUR_MS });
    await setLossLimit(s, 'WEEK', 800_000);
    expect(await playGate(t, s, 100_000)).toBe('Bạn đã đạt giới hạn thua lỗ 7 ngày (500,000 VND). Giới hạn sẽ mở lại chậm nhất sau 7 ngày.');
    t.clock.now += DAY_MS;
    expect(await playGate(t, s, 300_000)).toBeNull();
    expect(await playGate(t, s, 300_001)).toBe('Mức cược vượt giới hạn thua lỗ 7 ngày (800,000 VND): bạn chỉ còn có thể cược tối đa 300,000 VND.');
  });

  it('refuses a bad limit with a Vietnamese sentence and keeps the one in force', async () => {
    const s = await registerSession(t);
    await setLossLimit(s, 'DAY', 500_000);
    for (const [period, amount] of [
      ['DAY', 5_000],
      ['DAY', 150_000.5],
      ['YEAR', 100_000],
    ] as const) {
      const res = await setLossLimit(s, period, amount);
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res).join(' ')).toMatch(/Giới hạn thua lỗ|Kỳ giới hạn không hợp lệ/);
    }
    expect(await lossLimit(s, 'DAY')).toEqual({ period: 'DAY', amount: 500_000, used: 0, pending: null });
    expect((await callAt(t, 'setLossLimit', { period: 'DAY', amount: 100_000 })).statusCode).toBe(401);
  });
});
