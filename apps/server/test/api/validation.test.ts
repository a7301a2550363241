import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@app/contract';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, encodeLogin, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';

const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
const long = (n: number) => 'a'.repeat(n);

type Case = { field: string; value: unknown; label: string };

/** Missing (unless optional), wrong type and too long for each field of a body. */
function cases(valid: Record<string, unknown>, tooLong: Record<string, unknown>, optional: boolean): Case[] {
  const out: Case[] = [];
  for (const field of Object.keys(valid)) {
    if (!optional) out.push({ field, value: undefined, label: 'missing' });
    out.push({ field, value: typeof valid[field] === 'string' ? 12345 : 'chữ', label: 'wrong type' });
    if (field in tooLong) out.push({ field, value: tooLong[field], label: 'too long' });
  }
  return out;
}

async function tableCounts(t: TestApp) {
  const count = async (table: 'members' | 'refresh_tokens' | 'ledger_accounts') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { members: await count('members'), tokens: await count('refresh_tokens'), accounts: await count('ledger_accounts') };
}

describe.each(BACKENDS)('input validation on $name', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const res = await call(t.app, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(t.app) });
    token = res.json().access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  const bodies: Array<{
    route: RouteName;
    valid: () => Record<string, unknown>;
    tooLong: Record<string, unknown>;
    auth?: boolean;
    /** Every field may be left out (the account check sends what the member has typed so far). */
    optional?: boolean;
  }> = [
    {
      route: 'register',
      valid: () => ({ ...newMemberFields(), Captcha: 'x' }),
      tooLong: { AgentName: long(33), UserName: long(17), NickName: long(21), Password: `a1${long(63)}`, PhoneNumber: 99_999_999_999, AppName: long(33), Captcha: long(129) },
    },
    {
      route: 'verifyAccountExists',
      valid: () => ({ UserName: 'abcd1', NickName: 'Minh', PhoneNumber: 912_345_678 }),
      tooLong: { UserName: long(17), NickName: long(21), PhoneNumber: 99_999_999_999 },
      optional: true,
    },
    { route: 'login', valid: () => ({ data: 'eyJ9' }), tooLong: { data: long(4097) } },
    { route: 'backupUrl', valid: () => ({ App: 'RONGVANG' }), tooLong: { App: long(33) } },
    { route: 'refreshToken', valid: () => ({ refresh_token: 'x' }), tooLong: { refresh_token: long(257) } },
    { route: 'logout', valid: () => ({ refresh_token: 'x' }), tooLong: { refresh_token: long(257) } },
    { route: 'checkOnline', valid: () => ({ online: true }), tooLong: {}, auth: true },
    { route: 'captchaProofOfWork', valid: () => ({ challenge: 'abc', nonce: '1' }), tooLong: { challenge: long(129), nonce: '1'.repeat(33) } },
    {
      route: 'captchaVerify',
      valid: () => ({ token: 'abc', x: 1, y: 1, z: 'a'.repeat(64), t: 500 }),
      tooLong: { token: long(129), x: 99_999, z: 'a'.repeat(65), t: 10_000_000 },
    },
  ];

  for (const { route, valid, tooLong, auth, optional = false } of bodies) {
    for (const c of cases(valid(), tooLong, optional)) {
      it(`${route}: ${c.field} ${c.label} → 400 in Vietnamese, nothing written`, async () => {
        const before = await tableCounts(t);
        const body = { ...valid(), [c.field]: c.value };
        if (c.value === undefined) delete body[c.field];
        const res = await call(t.app, route, body, auth ? { token } : {});
        expect(res.statusCode).toBe(400);
        const json = res.json();
        expect(json.statusCode).toBe(400);
        expect(json.error).toBe('Bad Request');
        expect(Array.isArray(json.message)).toBe(true);
        expect(json.message.length).toBeGreaterThan(0);
        for (const m of json.message) expect(m).toMatch(VIETNAMESE);
        expect(await tableCounts(t)).toEqual(before);
      });
    }
  }

  it('refuses unknown fields, a non-object body and broken JSON', async () => {
    const extra = await call(t.app, 'backupUrl', { App: 'RONGVANG', Admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message[0]).toContain('Admin');
    const list = await call(t.app, 'backupUrl', [1, 2]);
    expect(list.statusCode).toBe(400);
    const broken = await call(t.app, 'backupUrl', undefined, { rawBody: '{"App":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(['Dữ liệu gửi lên không phải JSON hợp lệ']);
  });

  it('checks the login fields inside the base64 data', async () => {
    const before = await tableCounts(t);
    const res = await call(t.app, 'login', {
      data: encodeLogin({ UserName: long(40), Password: 'x', AgentName: '', App: 'RONGVANG', Captcha: 'x', time: 'now', uuid: 'device-0001', userX: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.arrayContaining(['Tên đăng nhập tối đa 16 ký tự', 'Thời gian phải là số']));
    const notBase64 = await call(t.app, 'login', { data: '%%%' });
    expect(notBase64.json().message).toEqual(['Dữ liệu đăng nhập không hợp lệ']);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a phone number sent as a string or outside Vietnamese mobile prefixes', async () => {
    for (const PhoneNumber of ['0912345678', 412_345_678, 91_234_567.5]) {
      const res = await call(t.app, 'register', { ...newMemberFields(), PhoneNumber, Captcha: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.join(' ')).toContain('Số điện thoại');
    }
  });
});
