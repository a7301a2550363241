import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../../src/lib/totp.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRows, createOperator, operatorCall, type TestOperator } from './helpers.ts';

const login = (t: TestApp, op: TestOperator, otp?: string, ip = '10.20.0.1') =>
  operatorCall(t.app, 'login', { username: op.username, password: op.password, ...(otp === undefined ? {} : { otp }) }, { ip });

/** The code an authenticator app shows for `secret` at the app's present (or `steps` later). */
const codeAt = (t: TestApp, secret: string, steps = 0) => hotp(base32Decode(secret), totpStep(t.clock.now) + steps);

async function enrolled(t: TestApp) {
  const op = await createOperator(t, 'admin');
  const token = (await login(t, op)).json().access_token as string;
  const enrol = await operatorCall(t.app, 'twoFactorEnrol', undefined, { token });
  expect(enrol.statusCode).toBe(200);
  const { secret, otpauthUri } = enrol.json() as { secret: string; otpauthUri: string };
  expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/.+%3A${op.username}\\?secret=${secret}&`));
  const confirmed = await operatorCall(t.app, 'twoFactorConfirm', { code: codeAt(t, secret) }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { op, token, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe.each(BACKENDS)('two-factor sign-in for operators ($name)', (backend) => {
  const t = useTestApp(backend);

  it('enrols with a first code, then asks for a code after the right password, and a code works once', async () => {
    const { op, secret, recoveryCodes } = await enrolled(t);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    // The secret is stored sealed, never as the base32 the app was given.
    const row = await t.db.selectFrom('operators').select(['totp_secret_sealed', 'totp_pending_sealed']).where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).not.toContain(secret);
    expect(row.totp_pending_sealed).toBeNull();

    // The right password alone: asked for the second factor, no token.
    const asked = await login(t, op);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ twoFactorRequired: true });
    // A wrong password is still just a wrong password (nothing says the account has a second factor).
    const wrong = await operatorCall(t.app, 'login', { username: op.username, password: 'sai-mat-khau-123' });
    expect(wrong.statusCode).toBe(400);

    t.clock.now += 30_000;
    const code = codeAt(t, secret);
    const signedIn = await login(t, op, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().operator.twoFactor).toBe(true);
    const me = await operatorCall(t.app, 'me', undefined, { token: signedIn.json().access_token });
    expect(me.json().twoFactor).toBe(true);
    // The same code again (a replay, or a shoulder-surfer): refused.
    const again = await login(t, op, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual(['Mã xác thực không đúng hoặc đã được dùng']);

    const actions = (await auditRows(t)).filter((r) => r.operator_id === op.id).map((r) => r.action);
    expect(actions).toContain('operator.two_factor_on');
    expect((await auditRows(t)).some((r) => r.operator_id === op.id && r.action === 'operator.login_failed' && JSON.stringify(r.details).includes('otp'))).toBe(true);
  });

  it('a recovery code signs in once', async () => {
    const { op, recoveryCodes } = await enrolled(t);
    const first = recoveryCodes[0]!;
    expect((await login(t, op, first.toLowerCase())).statusCode).toBe(200);
    expect((await login(t, op, first)).statusCode).toBe(400);
    expect((await login(t, op, recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('wrong codes are throttled like wrong passwords: after the limit even the right code waits', async () => {
    const { op, secret } = await enrolled(t);
    const limit = t.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < limit; i++) expect((await login(t, op, '000000', `10.30.0.${i + 1}`)).statusCode).toBe(400);
    t.clock.now += 30_000;
    const locked = await login(t, op, codeAt(t, secret), '10.30.1.1');
    expect(locked.statusCode).toBe(429);
  });

  it('confirming needs enrolment first and a right code; an account with it on cannot enrol again', async () => {
    const op = await createOperator(t, 'admin');
    const token = (await login(t, op)).json().access_token as string;
    expect((await operatorCall(t.app, 'twoFactorConfirm', { code: '123456' }, { token })).json().message).toEqual([
      'Hãy bắt đầu thiết lập xác thực hai bước trước khi nhập mã',
    ]);
    const { secret } = (await operatorCall(t.app, 'twoFactorEnrol', undefined, { token })).json() as { secret: string };
    expect((await operatorCall(t.app, 'twoFactorConfirm', { code: codeAt(t, secret, 5) }, { token })).statusCode).toBe(400);
    expect((await operatorCall(t.app, 'twoFactorConfirm', { code: 'abcdef' }, { token })).json().message).toEqual(['Mã xác thực gồm 6 chữ số']);
    expect((await operatorCall(t.app, 'twoFactorConfirm', { code: codeAt(t, secret) }, { token })).statusCode).toBe(200);
    expect((await operatorCall(t.app, 'twoFactorEnrol', undefined, { token })).statusCode).toBe(400);
  });
});
