import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { base32Decode, hotp, totpStep } from '../../src/lib/totp.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRows, createOperator, loginOperator, operatorCall, VIETNAMESE, type TestOperator } from './helpers.ts';

const SESSION_ENDED = { statusCode: 401, message: 'Phiên quản trị đã kết thúc, vui lòng đăng nhập lại', error: 'Unauthorized' };
const LIMIT = 3;

const rowsOf = async (t: TestApp, op: TestOperator) => (await auditRows(t)).filter((r) => r.operator_id === op.id);
const login = (t: TestApp, op: TestOperator, password: string, ip: string, otp?: string) =>
  operatorCall(t.app, 'login', { username: op.username, password, ...(otp === undefined ? {} : { otp }) }, { ip });

/**
 * "Bảo mật" → "Đổi mật khẩu": the signed-in operator's own new password. Every role may (roles.test.ts);
 * here what it checks, what it ends, what it counts and what it writes.
 */
describe.each(BACKENDS)("an operator's own password change on $name", (backend) => {
  const logs: string[] = [];
  const t = useTestApp(backend, { LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LIMIT), LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void logs.push(line) } });
  const change = (token: string, body: Record<string, unknown>, ip: string) => operatorCall(t.app, 'passwordChange', body, { token, ip });

  it('changes it: the old password stops working, this tab carries on with the new sign-in, every other one ends at once', async () => {
    const ip = '203.0.113.71';
    const op = await createOperator(t, 'support');
    const tab = await loginOperator(t, op, ip);
    const otherDevice = await loginOperator(t, op, '198.51.100.9');
    const next = 'mot-mat-khau-moi-that-dai';

    const res = await change(tab, { currentPassword: op.password, newPassword: next }, ip);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.operator).toEqual({ id: op.id, username: op.username, displayName: expect.any(String), role: 'support', twoFactor: false });
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(t.clock.now);
    // A new sign-in of its own (a new session id), under the account's new epoch.
    expect(decodeJwt(answer.access_token).sid).not.toBe(decodeJwt(tab).sid);

    // The other device, and this tab's old token (or any copy of it), are refused on their very next call.
    expect((await operatorCall(t.app, 'me', undefined, { token: otherDevice })).json()).toEqual(SESSION_ENDED);
    expect((await operatorCall(t.app, 'dashboard', undefined, { token: otherDevice })).statusCode).toBe(401);
    expect((await operatorCall(t.app, 'me', undefined, { token: tab })).json()).toEqual(SESSION_ENDED);
    const me = await operatorCall(t.app, 'me', undefined, { token: answer.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(op.id);

    const old = await login(t, op, op.password, ip);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toEqual(['Tên đăng nhập hoặc mật khẩu không đúng']);
    expect((await login(t, op, next, ip)).statusCode).toBe(200);

    const row = await t.db.selectFrom('operators').select('password_hash').where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const audit = await rowsOf(t, op);
    const changed = audit.filter((r) => r.action === 'operator.password_change');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ target_kind: 'operator', target_id: op.id, details: {}, ip });
    // No secret anywhere in the operator's audit rows, nor in the server's log lines (every call is logged at debug).
    expect(logs.some((line) => line.includes('/auth/password/change'))).toBe(true);
    const written = JSON.stringify(audit);
    for (const secret of [op.password, next, answer.access_token]) {
      expect(written).not.toContain(secret);
      expect(logs.join('\n')).not.toContain(secret);
    }
  });

  it('refuses a wrong current password in Vietnamese, audits it, and counts it with the login throttle', async () => {
    const ip = '203.0.113.72';
    const op = await createOperator(t, 'finance');
    const token = await loginOperator(t, op, ip);
    const next = 'mat-khau-moi-cua-toi-2026';
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await change(token, { currentPassword: `doan-mo-${i}-abcdef`, newPassword: next }, ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ statusCode: 400, message: ['Mật khẩu hiện tại không đúng'], error: 'Bad Request' });
      expect(wrong.json().message[0]).toMatch(VIETNAMESE);
    }
    // The account's counter is the login's own: now even the right password waits, here and at the login form.
    const locked = await change(token, { currentPassword: op.password, newPassword: next }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần/);
    expect((await login(t, op, op.password, '198.51.100.10')).statusCode).toBe(429);
    // Nothing changed: the session goes on, and the stored password is still the old one.
    expect((await operatorCall(t.app, 'me', undefined, { token })).statusCode).toBe(200);
    const row = await t.db.selectFrom('operators').select('password_hash').where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(op.password, row.password_hash)).toBe(true);

    const failed = (await rowsOf(t, op)).filter((r) => r.action === 'operator.password_change_failed');
    expect(failed).toHaveLength(LIMIT);
    expect(failed.every((r) => JSON.stringify(r.details) === JSON.stringify({ reason: 'credentials' }) && r.ip === ip)).toBe(true);
    expect(JSON.stringify(failed)).not.toContain('doan-mo');
  });

  it('refuses what the input alone decides before checking anything: the same password, one against the rules', async () => {
    const ip = '203.0.113.73';
    const op = await createOperator(t, 'content');
    const token = await loginOperator(t, op, ip);
    const before = (await rowsOf(t, op)).length;
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ currentPassword: op.password, newPassword: op.password }, ['Mật khẩu mới phải khác mật khẩu hiện tại']],
      [{ currentPassword: op.password, newPassword: `x-${op.username}-2026-moi` }, ['Mật khẩu không được chứa tên đăng nhập']],
      [{ currentPassword: op.password, newPassword: 'ngan-qua' }, ['Mật khẩu mới phải có ít nhất 12 ký tự']],
      [{ currentPassword: '', newPassword: 'mat-khau-moi-du-dai' }, ['Mật khẩu hiện tại phải có ít nhất 1 ký tự']],
      // The same refusal whether or not the "current" one is right: it says nothing about the password.
      [{ currentPassword: 'mot-phong-doan-bat-ky', newPassword: 'mot-phong-doan-bat-ky' }, ['Mật khẩu mới phải khác mật khẩu hiện tại']],
    ];
    for (const [body, message] of cases) {
      const res = await change(token, body, ip);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    expect((await rowsOf(t, op)).length).toBe(before);
    // None of them counted: the limit's worth of tries later, the right change still goes through.
    expect((await change(token, { currentPassword: op.password, newPassword: 'mat-khau-moi-hop-le' }, ip)).statusCode).toBe(200);
  });

  it('with two-factor sign-in on, also needs a code from the app or a recovery code (spent), and a wrong code counts', async () => {
    const ip = '203.0.113.74';
    const op = await createOperator(t, 'admin');
    let token = await loginOperator(t, op, ip);
    const { secret } = (await operatorCall(t.app, 'twoFactorEnrol', undefined, { token })).json();
    const confirmed = await operatorCall(t.app, 'twoFactorConfirm', { code: hotp(base32Decode(secret), totpStep(t.clock.now)) }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recoveryCodes = confirmed.json().recoveryCodes as string[];
    t.clock.now += 30_000;

    const none = await change(token, { currentPassword: op.password, newPassword: 'mat-khau-moi-co-ma-1' }, ip);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(['Nhập mã xác thực 6 chữ số trong ứng dụng, hoặc một mã khôi phục']);
    const wrong = await change(token, { currentPassword: op.password, newPassword: 'mat-khau-moi-co-ma-1', otp: '000000' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['Mã xác thực không đúng hoặc đã được dùng']);
    expect((await rowsOf(t, op)).filter((r) => r.action === 'operator.password_change_failed').map((r) => r.details)).toEqual([{ reason: 'otp' }]);

    const withCode = await change(token, { currentPassword: op.password, newPassword: 'mat-khau-moi-co-ma-1', otp: hotp(base32Decode(secret), totpStep(t.clock.now)) }, ip);
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().operator.twoFactor).toBe(true);
    token = withCode.json().access_token;

    const recovery = recoveryCodes[0]!;
    const withRecovery = await change(token, { currentPassword: 'mat-khau-moi-co-ma-1', newPassword: 'mat-khau-moi-co-ma-2', otp: recovery }, ip);
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    token = withRecovery.json().access_token;
    // Spent: it does not work a second time.
    const again = await change(token, { currentPassword: 'mat-khau-moi-co-ma-2', newPassword: 'mat-khau-moi-co-ma-3', otp: recovery }, ip);
    expect(again.statusCode).toBe(400);
    const signedIn = await login(t, op, 'mat-khau-moi-co-ma-2', ip, recoveryCodes[1]);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('changes only the signed-in account: the body names no other, and a signed-out call is 401', async () => {
    const op = await createOperator(t, 'support');
    const other = await createOperator(t, 'support');
    const token = await loginOperator(t, op);
    const smuggled = await change(token, { currentPassword: other.password, newPassword: 'mat-khau-moi-du-dai', operatorId: other.id }, '203.0.113.75');
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().message).toEqual(['Trường không được hỗ trợ: operatorId']);
    expect((await change('', { currentPassword: op.password, newPassword: 'mat-khau-moi-du-dai' }, '203.0.113.75')).statusCode).toBe(401);
    expect((await login(t, other, other.password, '203.0.113.75')).statusCode).toBe(200);
  });
});
