import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import type { KvStore } from '../../src/lib/kv/kv-store.ts';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { openTestPglite } from '../helpers/databases.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(BACKENDS)('/health and /ready ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 180_000);
  afterAll(() => t.close());

  it('/health answers 200 without signature, token or any dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/ready answers 200 once the database answers select 1 and the key-value store its PING', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', kvStore: 'ok' } });
  });

  it('live outside /api/v1: the API path is not them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(404);
  });
});

describe('/ready when something is wrong', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await openTestPglite('migrated')).db;
  }, 180_000);
  afterAll(() => db.destroy());

  /** The app with a store whose PING fails as an unreachable Redis's would, or never answers. */
  async function appWithPing(ping: () => Promise<void>) {
    const kv: KvStore = { ...createMemoryKvStore(), ping };
    // Closing the app would close the shared database: these apps are left to the garbage collector.
    return buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', OPERATOR_DIST: '/nonexistent' }), db, kv });
  }

  it('answers 503 naming the failed check, while /health stays 200', async () => {
    const app = await appWithPing(() => Promise.reject(new Error('ECONNREFUSED')));
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', kvStore: 'failed' } });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers 503 when a check hangs, instead of hanging the balancer’s probe', async () => {
    const app = await appWithPing(() => new Promise(() => {}));
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.kvStore).toBe('failed');
  });
});

describe('/ready during shutdown', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { db } = await openTestPglite('migrated');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', OPERATOR_DIST: '/nonexistent' });
    app = await buildApp({ config, db, kv: createMemoryKvStore() });
  }, 180_000);

  it('answers 503 from the moment close begins, while the listener still serves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the close in its preClose step, as the drain in main.ts does: the listener is still open.
    app.addHook('preClose', () => held);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    const closing = app.close();
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting-down' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/health`)).status).toBe(200);
    release();
    await closing;
  });
});
