import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/api-client.ts';

describe.each(BACKENDS)('request signing on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a signed request', async () => {
    expect((await call(t.app, 'backupUrl', { App: 'RONGVANG' })).statusCode).toBe(200);
  });

  it('refuses an unsigned request, a bad signature and a body that differs from what was signed', async () => {
    expect((await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { sign: false })).statusCode).toBe(401);
    const bad = await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { headers: { 'x-signature': 'ab'.repeat(28) } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const path = `${API_BASE_PATH}/auth/GetBackUpURL`;
    const signed = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path, timestamp: Date.now(), body: '{"App":"RONGVANG"}' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...signed },
      payload: '{"App":"LAMNGOC"}',
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('refuses a wrong X-Token or B-Token', async () => {
    expect((await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { headers: { 'x-token': '0'.repeat(56) } })).statusCode).toBe(401);
    expect((await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { headers: { 'b-token': '0'.repeat(56) } })).statusCode).toBe(401);
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    // Off from the app's clock (set when the app was built), not from the wall clock, which has
    // moved on since by however long the machine took to get here.
    for (const offset of [-5 * 60_000 - 2000, 5 * 60_000 + 2000]) {
      const res = await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { timestamp: t.clock.now + offset });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('Thời gian');
    }
    expect((await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { timestamp: t.clock.now - 4 * 60_000 })).statusCode).toBe(200);
  });

  it('refuses a signature seen before', async () => {
    const timestamp = Date.now() - 1000;
    const first = await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { timestamp });
    expect(first.statusCode).toBe(200);
    const replay = await call(t.app, 'backupUrl', { App: 'RONGVANG' }, { timestamp });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toContain('đã được gửi');
  });

  it('sets a strict Content-Security-Policy on API answers and on pages', async () => {
    const res = await call(t.app, 'backupUrl', { App: 'RONGVANG' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src \'self\' http://localhost:8081');
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers CORS preflight for a brand host and not for a stranger', async () => {
    const ok = await t.app.inject({ method: 'OPTIONS', url: `${API_BASE_PATH}/auth/login`, headers: { origin: 'http://localhost:8080' } });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-signature');
    const stranger = await t.app.inject({ method: 'OPTIONS', url: `${API_BASE_PATH}/auth/login`, headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
