import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, PRODUCTION_PASSWORD_COST, createTestApp, type TestApp } from '../helpers/test-app.ts';

// Production refuses every test switch, the test apps' cheaper password hashing among them.
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CAPTCHA_TEST_MODE: '0', CAPTCHAS_PER_ADDRESS_PER_MINUTE: '3', ...PRODUCTION_PASSWORD_COST };
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('TRUST_PROXY configuration', () => {
  it('trusts no forwarding header unless told, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).TRUST_PROXY).toBe(false);
  });
  it('reads a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });
  it('refuses anything else at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(BACKENDS)('per-address limits behind proxies ($name)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a forged X-Forwarded-For cannot reset a limit when no proxy is trusted', async () => {
    t = await createTestApp(backend, PRODUCTION);
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'captchaInit', undefined, from(`10.9.${i}.${i}`))).statusCode).toBe(200);
    for (let i = 3; i < 6; i++) {
      const res = await call(t.app, 'captchaInit', undefined, from(`10.9.${i}.${i}`));
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/thử lại/);
    }
  });

  it('a trusted proxy tells each client apart, and each client keeps its own limit', async () => {
    // app.inject connects from 127.0.0.1: that is the proxy here.
    t = await createTestApp(backend, { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 4; i++) expect((await call(t.app, 'captchaInit', undefined, from(`10.9.${i}.${i}`))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await call(t.app, 'captchaInit', undefined, from('10.8.0.1'));
    expect((await call(t.app, 'captchaInit', undefined, from('10.8.0.1'))).statusCode).toBe(429);
  });

  it('an untrusted peer in front of a trusted list is not believed', async () => {
    t = await createTestApp(backend, { ...PRODUCTION, TRUST_PROXY: '192.0.2.10' });
    for (let i = 0; i < 3; i++) await call(t.app, 'captchaInit', undefined, from(`10.9.${i}.${i}`));
    expect((await call(t.app, 'captchaInit', undefined, from('10.9.7.7'))).statusCode).toBe(429);
  });
});
