import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The console's build as Vite lays it out: index.html and hashed assets under base /operator/. */
function fakeConsoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'operator-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Quản trị</title><script type="module" src="/operator/assets/app-abc123.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("console")');
  return dir;
}

describe('serving the operator console', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeConsoleBuild();
    t = await createTestApp(BACKENDS[0]!, { OPERATOR_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/operator/', '/operator/thanh-vien', '/operator/thanh-vien/0b6d6b1e-1f0a-4d7e-9a57-7a4f3a1c2b3d', '/operator/nhat-ky'])(
    'answers %s with the console page, uncached, under the strict document headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Quản trị</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('serves hashed assets for a year and a missing asset as 404, not as the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/operator/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/operator/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('redirects /operator to /operator/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/operator' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/operator/');
  });
});
