import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/test-app.ts';
import { DAY_MS, advance, callAt, login, playGate, registerSession, settings, useProtectionApp, type Session } from './helpers.ts';

const MINUTE_MS = 60_000;

describe.each(BACKENDS)('the session time limit on $name', (backend) => {
  const t = useProtectionApp(backend);

  const setSessionLimit = (s: Session, minutes: number) => callAt(t, 'setSessionLimit', { minutes }, s.token);
  const sessionLimit = async (s: Session) => {
    const { sessionLimitMinutes, sessionLimitPending } = await settings(t, s);
    return { minutes: sessionLimitMinutes, pending: sessionLimitPending };
  };

  it('is off at first; a shorter limit applies at once, a longer one or none only after 24 hours', async () => {
    const s = await registerSession(t);
    expect(await sessionLimit(s)).toEqual({ minutes: 0, pending: null });

    const first = await setSessionLimit(s, 120);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ sessionLimitMinutes: 120, sessionLimitPending: null });
    expect((await setSessionLimit(s, 30)).json()).toMatchObject({ sessionLimitMinutes: 30, sessionLimitPending: null });

    const longer = await setSessionLimit(s, 240);
    expect(longer.json()).toMatchObject({ sessionLimitMinutes: 30, sessionLimitPending: { minutes: 240, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() } });
    // Asking for the limit in force again drops the waiting change.
    expect((await setSessionLimit(s, 30)).json()).toMatchObject({ sessionLimitMinutes: 30, sessionLimitPending: null });

    await setSessionLimit(s, 0);
    expect(await sessionLimit(s)).toEqual({ minutes: 30, pending: { minutes: 0, effectiveAt: new Date(t.clock.now + DAY_MS).toISOString() } });
    await advance(t, s, DAY_MS - MINUTE_MS);
    expect((await sessionLimit(s)).minutes).toBe(30);
    await advance(t, s, MINUTE_MS);
    expect(await sessionLimit(s)).toEqual({ minutes: 0, pending: null });
  });

  it('refuses play once the session has lasted the limit, until the member logs in again', async () => {
    const s = await registerSession(t);
    await setSessionLimit(s, 30);
    t.clock.now += 29 * MINUTE_MS;
    expect(await playGate(t, s, 10_000)).toBeNull();

    t.clock.now += MINUTE_MS;
    const refusal = 'Bạn đã chơi 30 phút, đạt giới hạn thời gian phiên. Hãy nghỉ ngơi và đăng nhập lại sau.';
    expect(await playGate(t, s, 10_000)).toBe(refusal);
    expect(await playGate(t, s)).toBe(refusal);
    await advance(t, s, 0);
    const launch = await callAt(t, 'gameLaunch', { gameId: 'kho-bau-rong' }, s.token);
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toBe(refusal);
    t.clock.now += 95 * MINUTE_MS;
    expect(await playGate(t, s, 10_000)).toBe('Bạn đã chơi 125 phút, đạt giới hạn thời gian phiên. Hãy nghỉ ngơi và đăng nhập lại sau.');

    // A new login starts a new session, counted from then.
    expect((await login(t, s)).statusCode).toBe(200);
    expect(await playGate(t, s, 10_000)).toBeNull();
  });

  it('refuses a value not offered, and keeps the limit in force', async () => {
    const s = await registerSession(t);
    await setSessionLimit(s, 60);
    for (const minutes of [45, -30, 30.5]) {
      const res = await setSessionLimit(s, minutes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['Giới hạn thời gian chơi không hợp lệ']);
    }
    expect(await sessionLimit(s)).toEqual({ minutes: 60, pending: null });
    expect((await callAt(t, 'setSessionLimit', { minutes: 30 })).statusCode).toBe(401);
  });
});
