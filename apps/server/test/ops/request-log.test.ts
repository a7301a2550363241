import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@app/domain';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { SLOW_REQUEST_MS } from '../../src/plugins/request-log.ts';
import { call } from '../helpers/api-client.ts';
import { openTestPglite } from '../helpers/databases.ts';

type LogLine = { level: number; msg: string; req?: { url?: string }; res?: { statusCode?: number }; responseTime?: number };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/**
 * What the log holds at the level a product runs at (info, the default) and when asked for more: the
 * real app, its built-client files served from a folder, the probes, and two API routes added here
 * that fail and that are slow.
 */
describe('request logging', () => {
  let app: FastifyInstance;
  let dist: string;
  let lines: LogLine[] = [];
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'request-log-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rồng Vàng</title>');
    writeFileSync(join(dist, 'assets', 'app-3f2a.js'), 'console.log("rồng vàng")');
    const { db } = await openTestPglite('migrated');
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), WEB_DIST: dist, OPERATOR_DIST: '/nonexistent' });
    app = await buildApp({ config, db, kv: createMemoryKvStore(), logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    app.get('/api/v1/__ops/boom', async () => {
      throw new Error('the database went away');
    });
    app.get('/api/v1/__ops/slow', async () => {
      await sleep(SLOW_REQUEST_MS + 100);
      return { ok: true };
    });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines = [];
    app.log.level = 'info';
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const mentioning = (url: string) => lines.filter((l) => l.req?.url === url || JSON.stringify(l).includes(url));
  async function browseAndProbe() {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/assets/app-3f2a.js')).statusCode).toBe(200);
    expect((await get('/assets/missing-0000.js')).statusCode).toBe(404);
    expect((await get('/nap-tien')).statusCode).toBe(200);
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/ready')).statusCode).toBe(200);
  }
  const quietUrls = ['/assets/app-3f2a.js', '/assets/missing-0000.js', '/nap-tien', '/health', '/ready'];

  it('writes no line per request at the default level: not for API calls, pages, static files or probes', async () => {
    await browseAndProbe();
    const answered = await call(app, 'backupUrl', { App: DEFAULT_BRAND.appId });
    expect(answered.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes a failed request (5xx) at error, with its path and status', async () => {
    expect((await get('/api/v1/__ops/boom')).statusCode).toBe(500);
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: LEVEL.error, req: { url: '/api/v1/__ops/boom' }, res: { statusCode: 500 } });
  });

  it(`writes an API call slower than ${SLOW_REQUEST_MS} ms at warn`, async () => {
    expect((await get('/api/v1/__ops/slow')).statusCode).toBe(200);
    const slow = lines.find((l) => l.msg === 'slow request');
    expect(slow).toMatchObject({ level: LEVEL.warn, req: { url: '/api/v1/__ops/slow' } });
    expect(slow!.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('writes every API call at debug, and still no static file or probe, even at trace', async () => {
    app.log.level = 'debug';
    await call(app, 'backupUrl', { App: DEFAULT_BRAND.appId });
    expect(lines.filter((l) => l.level === LEVEL.debug).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]!.req!.url).toBe('/api/v1/auth/GetBackUpURL');

    for (const level of ['debug', 'trace']) {
      lines = [];
      app.log.level = level;
      await browseAndProbe();
      for (const url of quietUrls) expect(mentioning(url)).toEqual([]);
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    }
  });
});
