import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { BACKENDS, createTestApp, useTestApp, type TestApp } from '../helpers/test-app.ts';
import type { OperatorRouteName } from '@app/contract';
import { call, loginMember, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { GUARDED_ROUTES, validBodies, auditRows, createOperator, loginOperator, operatorCall, registerMember, signInNewOperator, type RegisteredMember } from './helpers.ts';

const BAD_LOGIN = { statusCode: 400, message: ['Tên đăng nhập hoặc mật khẩu không đúng'], error: 'Bad Request' };
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

describe.each(BACKENDS)('operator sign-in on $name', (backend) => {
  const t = useTestApp(backend, { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  let member: RegisteredMember;
  beforeAll(async () => {
    member = await registerMember(t);
  });

  it('signs an operator in with an 8-hour operator token and audits the login with the address', async () => {
    const op = await createOperator(t);
    const res = await operatorCall(t.app, 'login', { username: op.username, password: op.password }, { ip: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.operator).toEqual({ id: op.id, username: op.username, displayName: expect.any(String), role: 'admin', twoFactor: false });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: op.id, aud: 'operator' });
    expect((claims.exp! - claims.iat!) * 1000).toBe(EIGHT_HOURS_MS);
    expect(Date.parse(body.expiresAt)).toBe(claims.exp! * 1000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const me = await operatorCall(t.app, 'me', undefined, { token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.operator);

    const rows = (await auditRows(t)).filter((r) => r.operator_id === op.id);
    expect(rows.map((r) => [r.action, r.ip])).toEqual([['operator.login', '203.0.113.7']]);
    const stamped = await t.db.selectFrom('operators').select('last_login_at').where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(stamped.last_login_at).not.toBeNull();
  });

  it('accepts the username in any case', async () => {
    const op = await createOperator(t);
    const res = await operatorCall(t.app, 'login', { username: ` ${op.username.toUpperCase()} `, password: op.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown name with the same Vietnamese array, and audits both', async () => {
    const op = await createOperator(t);
    const wrong = await operatorCall(t.app, 'login', { username: op.username, password: 'saimatkhau' }, { ip: '198.51.100.1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(BAD_LOGIN);
    const unknown = await operatorCall(t.app, 'login', { username: 'khongtontai', password: 'saimatkhau' }, { ip: '198.51.100.1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(BAD_LOGIN);

    const failed = (await auditRows(t)).filter((r) => r.action === 'operator.login_failed' && r.ip === '198.51.100.1');
    expect(failed.map((r) => [r.operator_id, (r.details as { username: string }).username])).toEqual([
      [op.id, op.username],
      [null, 'khongtontai'],
    ]);
  });

  it('answers 429 with the wait once an account has failed too often, even with the right password', async () => {
    const op = await createOperator(t);
    for (let i = 0; i < 3; i++) {
      expect((await operatorCall(t.app, 'login', { username: op.username, password: `sai${i}` })).statusCode).toBe(400);
    }
    const locked = await operatorCall(t.app, 'login', { username: op.username, password: op.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ statusCode: 429, message: expect.stringMatching(/^Bạn đã đăng nhập sai quá nhiều lần.*15 phút/), error: 'Too Many Requests' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // No token was issued, so no login was recorded.
    expect((await auditRows(t)).filter((r) => r.operator_id === op.id && r.action === 'operator.login')).toEqual([]);
  });

  it('keeps its failure counters apart from member logins of the same name', async () => {
    const op = await createOperator(t);
    const fields = { ...newMemberFields(), UserName: op.username };
    expect((await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) })).statusCode).toBe(200);
    const memberLogin = (password: string) => loginMember(t.app, { username: fields.UserName, password });
    for (let i = 0; i < 3; i++) expect((await memberLogin(`saimatkhau${i}`)).statusCode).toBe(400);
    expect((await memberLogin(fields.Password)).statusCode).toBe(429);
    // The member of that name is locked out; the operator of that name is not.
    expect((await operatorCall(t.app, 'login', { username: op.username, password: op.password })).statusCode).toBe(200);
  });

  it('refuses a disabled operator at login and on every call of a token issued before', async () => {
    const { op, token } = await signInNewOperator(t);
    await t.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', op.id).execute();
    const me = await operatorCall(t.app, 'me', undefined, { token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên');
    const login = await operatorCall(t.app, 'login', { username: op.username, password: op.password });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toEqual(['Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên']);
  });

  it('refuses bad login input with Vietnamese messages and writes nothing', async () => {
    const before = (await auditRows(t)).length;
    const res = await operatorCall(t.app, 'login', { username: '', password: 'x'.repeat(200), extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Tên đăng nhập phải có ít nhất 1 ký tự', 'Mật khẩu tối đa 128 ký tự', 'Trường không được hỗ trợ: extra']);
    const empty = await operatorCall(t.app, 'login', { username: '', password: '' });
    expect(empty.json()).toEqual({
      statusCode: 400,
      message: ['Tên đăng nhập phải có ít nhất 1 ký tự', 'Mật khẩu phải có ít nhất 1 ký tự'],
      error: 'Bad Request',
    });
    const notJson = await operatorCall(t.app, 'login', undefined, { rawBody: '{"username":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(['Dữ liệu gửi lên không phải JSON hợp lệ']);
    expect((await auditRows(t)).length).toBe(before);
  });

  it.each(GUARDED_ROUTES)('%s answers 401 without a token, with a member token, and with a forged one, and does nothing', async (name) => {
    const body = validBodies(member)[name as Exclude<OperatorRouteName, 'login'>];
    const op = await createOperator(t);
    const [head, payload] = (await loginOperator(t, op)).split('.');
    const before = (await auditRows(t)).length;
    const none = await operatorCall(t.app, name, body);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ statusCode: 401, message: 'Phiên quản trị không hợp lệ, vui lòng đăng nhập lại', error: 'Unauthorized' });
    const memberToken = await operatorCall(t.app, name, body, { token: member.token });
    expect(memberToken.statusCode).toBe(401);
    const forged = await operatorCall(t.app, name, body, { token: `${head}.${payload}.c2lnbmF0dXJl` });
    expect(forged.statusCode).toBe(401);
    expect((await auditRows(t)).length).toBe(before);
    // memberSetStatus asked to lock: the member is untouched, and their session still works.
    const row = await t.db.selectFrom('members').select('status').where('id', '=', member.memberId).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect((await call(t.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(200);
  });

  it('refuses an operator token on member routes, while the member token works there', async () => {
    const { token: operatorToken } = await signInNewOperator(t);
    const asOperator = await call(t.app, 'loggedInInfo', undefined, { token: operatorToken });
    expect(asOperator.statusCode).toBe(401);
    const asMember = await call(t.app, 'loggedInInfo', undefined, { token: member.token });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().username).toBe(member.username);
  });

  it('ends the session after 8 hours', async () => {
    const { token } = await signInNewOperator(t);
    const start = t.clock.now;
    try {
      t.clock.now = start + EIGHT_HOURS_MS - 1000;
      expect((await operatorCall(t.app, 'me', undefined, { token })).statusCode).toBe(200);
      t.clock.now = start + EIGHT_HOURS_MS + 1000;
      const expired = await operatorCall(t.app, 'me', undefined, { token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Phiên quản trị đã hết hạn, vui lòng đăng nhập lại');
    } finally {
      t.clock.now = start;
    }
  });
});

describe('operator logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  // Built in the hook (its own, longer timeout): the test's time is for the requests it logs.
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0]!, { LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  });

  it('never carry an operator password or token', async () => {
    try {
      const op = await createOperator(t);
      const wrong = await operatorCall(t.app, 'login', { username: op.username, password: 'saimatkhau-bimat' });
      expect(wrong.statusCode).toBe(400);
      const token = await loginOperator(t, op);
      expect((await operatorCall(t.app, 'me', undefined, { token })).statusCode).toBe(200);
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(4);
      for (const secret of [op.password, 'saimatkhau-bimat', token, token.split('.')[2]!]) expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
