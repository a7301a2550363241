import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { createRedisKvStore } from '../../src/lib/kv/redis-kv-store.ts';

/**
 * The backends every API suite runs on: embedded PGlite with the in-memory store always, and
 * PostgreSQL with Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set (CI sets both).
 */
export type Backend = { name: string; databaseUrl?: string; redisUrl?: string };

export const BACKENDS: Backend[] = [
  { name: 'PGlite + memory' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL + Redis', databaseUrl: process.env.TEST_DATABASE_URL, redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

export type TestApp = { app: FastifyInstance; db: Db; config: Config; clock: { now: number }; close(): Promise<void> };

/** A fresh database of its own: a throwaway PGlite, or a new PostgreSQL database dropped afterwards. */
async function freshDatabase(backend: Backend): Promise<{ db: Db; drop(): Promise<void> }> {
  if (!backend.databaseUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, drop: async () => {} };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: backend.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(backend.databaseUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    db,
    async drop() {
      const again = new pg.Client({ connectionString: backend.databaseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_MODE: '1',
    CAPTCHA_DIFFICULTY_BITS: '4',
    WEB_DIST: '/nonexistent',
    BACKUP_API_HOSTS: 'http://localhost:8081',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: '1000',
    CAPTCHAS_PER_ADDRESS_PER_MINUTE: '1000',
    ...env,
  });
  const { db, drop } = await freshDatabase(backend);
  await migrateToLatest(db);
  const kv = backend.redisUrl
    ? createRedisKvStore(backend.redisUrl, `test:${randomBytes(6).toString('hex')}:`)
    : createMemoryKvStore();
  const clock = { now: Date.now() };
  const app = await buildApp({ config, db, kv, now: () => clock.now, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}
