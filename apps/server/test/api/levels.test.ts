import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { call, encodeLogin, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember } from '../ledger/helpers.ts';

describe.each(BACKENDS)('member level from configured thresholds ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LEVEL_THRESHOLDS: '0,1000,2000,3000,4000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the level from successful deposits under the configured thresholds, and sends them for the progress', async () => {
    const member = await registerMember(t);
    const info = async () => (await call(t.app, 'loggedInInfo', undefined, { token: member.token })).json();
    expect(await info()).toMatchObject({ level: 1, lifetimeDeposits: 0, levelThresholds: [0, 1000, 2000, 3000, 4000] });
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: 2_500, idempotencyKey: newKey() });
    expect(await info()).toMatchObject({ level: 3, lifetimeDeposits: 2_500 });
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: 1_500, idempotencyKey: newKey() });
    expect(await info()).toMatchObject({ level: 5, lifetimeDeposits: 4_000 });
  });
});

describe.each(BACKENDS)('the register and login answers rank with the configured thresholds ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LEVEL_THRESHOLDS: '0,1000,2000,3000,4000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the same thresholds at registration, at login and in the logged-in info', async () => {
    const fields = newMemberFields();
    const registered = await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) });
    expect(registered.json().user.levelThresholds).toEqual([0, 1000, 2000, 3000, 4000]);
    const data = encodeLogin({ UserName: fields.UserName, Password: fields.Password, AgentName: '', App: fields.AppName, Captcha: await obtainCaptchaPass(t.app), time: Date.now(), uuid: 'device-levels', userX: 120 });
    const login = await call(t.app, 'login', { data });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.levelThresholds).toEqual([0, 1000, 2000, 3000, 4000]);
  });
});

describe('LEVEL_THRESHOLDS', () => {
  it('defaults to spec §9 and refuses a list that is not five ascending amounts from 0', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).levelThresholds).toEqual([0, 250_000, 1_000_000, 5_000_000, 15_000_000]);
    for (const bad of ['0,1000,2000,3000', '100,1000,2000,3000,4000', '0,2000,1000,3000,4000', '0,a,2000,3000,4000']) {
      expect(() => loadConfig({ NODE_ENV: 'test', LEVEL_THRESHOLDS: bad }), bad).toThrow();
    }
  });
});
