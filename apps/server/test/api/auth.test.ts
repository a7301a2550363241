import { describe, expect, it, onTestFinished } from 'vitest';
import { REFRESH_REUSE_LEEWAY_MS } from '../../src/modules/auth/refresh-tokens.ts';
import { BRANDS } from '@app/domain';
import { BACKENDS, TEST_PASSWORD_MEMORY_KIB, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, encodeLogin, loginMember, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';

const countMembers = async (t: TestApp) =>
  Number((await t.db.selectFrom('members').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe.each(BACKENDS)('auth on $name', (backend) => {
  const t = useTestApp(backend);

  async function register(overrides: Record<string, unknown> = {}) {
    const fields = { ...newMemberFields(), Captcha: await obtainCaptchaPass(t.app), ...overrides };
    const res = await call(t.app, 'register', fields);
    return { fields, res };
  }

  const login = (fields: { UserName: string; Password: string }, extra: Record<string, unknown> = {}) =>
    loginMember(t.app, { username: fields.UserName, password: fields.Password }, extra);

  it('registers a member, stores the phone as a number, and starts a session', async () => {
    const { fields, res } = await register();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ username: fields.UserName, nickname: fields.NickName, balance: 0, totalBalance: 0, level: 1 });
    const row = await t.db.selectFrom('members').selectAll().where('username', '=', fields.UserName).executeTakeFirstOrThrow();
    expect(Number(row.phone)).toBe(fields.PhoneNumber);
    // argon2id (at the test apps' memory cost; production's is asserted in passwords.test.ts).
    expect(row.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_MEMORY_KIB},t=2,p=1\\$`));
    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select('wallet_key')
      .where('owner_kind', '=', 'member')
      .where('member_id', '=', row.id)
      .execute();
    expect(accounts.map((a) => a.wallet_key).sort()).toEqual(['EG', 'JL', 'KUCSN', 'KULT', 'LCC', 'Member', 'SB', 'SEX', 'TCG_LOTTO_VN']);
  });

  it('logs in with the base64 data body and answers the logged-in info with the previous login time', async () => {
    const { fields } = await register();
    const first = await login(fields);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.previousLoginAt).not.toBeNull();
    const info = await call(t.app, 'loggedInInfo', undefined, { token: first.json().access_token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ username: fields.UserName, balance: 0, level: 1 });
  });

  it('refuses a wrong password with the Vietnamese message array', async () => {
    const { fields } = await register();
    const res = await login({ ...fields, Password: 'saimatkhau1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: ['Tên đăng nhập hoặc mật khẩu không đúng'], error: 'Bad Request' });
  });

  it('refuses login and registration without a valid, unused captcha pass', async () => {
    const { fields } = await register();
    const noPass = await call(t.app, 'login', {
      data: encodeLogin({ UserName: fields.UserName, Password: fields.Password, AgentName: '', App: 'RONGVANG', Captcha: 'bogus', time: 1, uuid: 'device-0001', userX: 1 }),
    });
    expect(noPass.statusCode).toBe(400);
    expect(noPass.json().message[0]).toContain('Mã xác minh');

    const pass = await obtainCaptchaPass(t.app);
    const ok = await call(t.app, 'register', { ...newMemberFields(), Captcha: pass });
    expect(ok.statusCode).toBe(200);
    const before = await countMembers(t);
    const reused = await call(t.app, 'register', { ...newMemberFields(), Captcha: pass });
    expect(reused.statusCode).toBe(400);
    expect(await countMembers(t)).toBe(before);
  });

  it('refuses a taken username, nickname or phone and writes nothing', async () => {
    const { fields } = await register();
    const before = await countMembers(t);
    const res = await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'Tên đăng nhập đã được sử dụng',
      'Biệt danh đã được sử dụng',
      'Số điện thoại đã được sử dụng',
    ]);
    expect(await countMembers(t)).toBe(before);
  });

  it('refuses an App identifier that is not the signing brand’s', async () => {
    const res = await call(t.app, 'register', { ...newMemberFields(), AppName: BRANDS[1]!.appId, Captcha: await obtainCaptchaPass(t.app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Ứng dụng không hợp lệ']);
  });

  it('checks account existence field by field', async () => {
    const { fields } = await register();
    const res = await call(t.app, 'verifyAccountExists', {
      AgentName: '',
      UserName: fields.UserName,
      NickName: fields.NickName.toUpperCase(),
      Password: '',
      PhoneNumber: 399_999_999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ UserName: true, NickName: true, PhoneNumber: false });
  });

  it('answers the backup hosts for the brand’s App', async () => {
    const res = await call(t.app, 'backupUrl', { App: 'RONGVANG' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hosts: ['http://localhost:8081'] });
    const other = await call(t.app, 'backupUrl', { App: 'LAMNGOC' }, { brand: BRANDS[1] });
    expect(other.statusCode).toBe(200);
    const wrong = await call(t.app, 'backupUrl', { App: 'LAMNGOC' });
    expect(wrong.statusCode).toBe(400);
  });

  it('rotates refresh tokens, and a reused one revokes its whole family', async () => {
    const { res } = await register();
    const first = res.json().refresh_token as string;
    const rotated = await call(t.app, 'refreshToken', { refresh_token: first });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refresh_token as string;
    expect(second).not.toBe(first);
    expect(rotated.json().access_token).toMatch(/^ey/);

    // Past the reuse leeway (two tabs refreshing at once), a second use is taken for theft.
    t.clock.now += REFRESH_REUSE_LEEWAY_MS + 1000;
    onTestFinished(() => {
      t.clock.now = Date.now();
    });
    const reused = await call(t.app, 'refreshToken', { refresh_token: first }, { timestamp: t.clock.now });
    expect(reused.statusCode).toBe(400);
    expect(Array.isArray(reused.json().message)).toBe(true);
    // The family is gone: the legitimate successor no longer works either.
    const successor = await call(t.app, 'refreshToken', { refresh_token: second }, { timestamp: t.clock.now + 1 });
    expect(successor.statusCode).toBe(400);
    const unknown = await call(t.app, 'refreshToken', { refresh_token: 'nope' }, { timestamp: t.clock.now + 2 });
    expect(unknown.statusCode).toBe(400);
  });

  it('logout revokes the session’s refresh tokens', async () => {
    const { res } = await register();
    const out = await call(t.app, 'logout', { refresh_token: res.json().refresh_token });
    expect(out.json()).toEqual({ ok: true });
    const after = await call(t.app, 'refreshToken', { refresh_token: res.json().refresh_token });
    expect(after.statusCode).toBe(400);
  });

  it('answers 419 for an expired access token and 401 for a bad one', async () => {
    const { res } = await register();
    const token = res.json().access_token as string;
    expect((await call(t.app, 'loggedInInfo', undefined, { token })).statusCode).toBe(200);
    t.clock.now += (t.config.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
    try {
      const expired = await call(t.app, 'loggedInInfo', undefined, { token, timestamp: t.clock.now });
      expect(expired.statusCode).toBe(419);
      expect(typeof expired.json().message).toBe('string');
    } finally {
      t.clock.now = Date.now();
    }
    const bad = await call(t.app, 'loggedInInfo', undefined, { token: `${token.slice(0, -4)}AAAA` });
    expect(bad.statusCode).toBe(401);
    expect((await call(t.app, 'loggedInInfo', undefined, {})).statusCode).toBe(401);
  });

  it('locks login after repeated failures with a Vietnamese message saying when to retry', async () => {
    const { fields } = await register();
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login({ ...fields, Password: 'saimatkhau1' })).statusCode).toBe(400);
    }
    const locked = await login(fields);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Vui lòng thử lại sau 15 phút/);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});
