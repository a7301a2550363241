import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';

/** A stand-in for apps/sandbox-games' build. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sandbox-games-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trò chơi thử nghiệm</title><script type="module" src="./assets/game-abc123.js"></script>');
  writeFileSync(join(dist, 'assets', 'game-abc123.js'), 'console.log("game");');
  return dist;
}

describe.each(BACKENDS)('the sandbox game pages on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_GAMES_DIST: fakeBuild() });

  it('serves the page a launch URL points to, which only the member site (same origin) may frame', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-provider/play/?token=abcdefghijklmnop&game=kho-bau-rong' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Trò chơi thử nghiệm');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const asset = await t.app.inject({ method: 'GET', url: '/sandbox-provider/play/assets/game-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-provider/play/assets/missing.js' })).statusCode).toBe(404);

    // The member site itself stays unframeable.
    const site = await t.app.inject({ method: 'GET', url: '/sandbox-bank/style.css' });
    expect(site.headers['x-frame-options']).toBe('DENY');
  });

  it("answers the provider's API paths it does not have with a 404, not a page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-provider/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe.each(BACKENDS)('the sandbox game pages, not built, on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_GAMES_DIST: '/nonexistent' });

  it('answers 404 rather than the member site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-provider/play/?token=abcdefghijklmnop&game=kho-bau-rong' });
    expect(res.statusCode).toBe(404);
  });
});
