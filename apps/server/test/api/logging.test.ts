import { beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, encodeLogin, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  // Built in the hook (its own, longer timeout): the test's time is for the requests it logs.
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0]!, { LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  });

  it('never carry a token, password, signature or captcha pass, even at debug level with errors', async () => {
    const secrets: string[] = [];
    try {
      const pass = await obtainCaptchaPass(t.app);
      const fields = { ...newMemberFields(), Captcha: pass };
      secrets.push(fields.Password, pass);
      const reg = (await call(t.app, 'register', fields)).json();
      secrets.push(reg.access_token, reg.refresh_token);
      const loginPass = await obtainCaptchaPass(t.app);
      secrets.push(loginPass);
      const data = encodeLogin({ UserName: fields.UserName, Password: 'saimatkhau9', AgentName: '', App: 'RONGVANG', Captcha: loginPass, time: 1, uuid: 'device-0001', userX: 1 });
      secrets.push('saimatkhau9', data);
      const failed = await call(t.app, 'login', { data });
      expect(failed.statusCode).toBe(400);
      const timestamp = Date.now() + 7;
      await call(t.app, 'loggedInInfo', undefined, { token: reg.access_token, timestamp });
      const headers = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: '/api/v1/user/GetLoggedinInfo', timestamp });
      secrets.push(headers['X-Signature'], headers['X-Token'], headers['B-Token']);
      await call(t.app, 'refreshToken', { refresh_token: reg.refresh_token });
    } finally {
      await t.close();
    }
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
