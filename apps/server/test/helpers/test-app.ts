import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { Database, migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { createPostgresDatabase, openTestPglite, type FreshDatabase } from './databases.ts';
import { createMemoryEventBus, type MemberEventBus } from '../../src/lib/events/member-event-bus.ts';
import { createRedisEventBus, createRedisMemberEventBus } from '../../src/lib/events/redis-member-event-bus.ts';
import type { ChatEvent, OperatorEvent } from '@app/contract';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { createRedisKvStore } from '../../src/lib/kv/redis-kv-store.ts';
import type { KvStore } from '../../src/lib/kv/kv-store.ts';

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

/**
 * PostgreSQL with Redis, when the run has them: the one backend two instances of one deployment can
 * share (PGlite lives in one process).
 */
export const SHARED_BACKEND: Backend | undefined = BACKENDS.find((b) => b.databaseUrl && b.redisUrl);

export type TestApp = {
  app: FastifyInstance;
  /** The raw connection, for a test's own queries. */
  db: Db;
  /** The same connection as the modules take it (services and repositories called directly by a test). */
  database: Database;
  config: Config;
  clock: { now: number };
  /** The bus the app pushes members' events through (Redis pub/sub on the Redis backend). */
  events: MemberEventBus;
  /** This app's Redis key and channel prefix (unique per test app unless shared). */
  prefix: string;
  /** The shared store the app keeps sessions' revocations, throttles and single-use marks in. */
  kv: KvStore;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /**
   * A second instance of the same deployment: it shares the other app's database and Redis prefix
   * (not its in-process stores), like two API servers behind one load balancer. Close it first.
   */
  sameDeploymentAs?: TestApp;
};

/**
 * A fresh database of its own, already migrated: a throwaway PGlite loaded from the run's migrated
 * image, or a new PostgreSQL database copied from the run's template and dropped afterwards.
 */
function freshDatabase(backend: Backend): Promise<FreshDatabase> {
  return backend.databaseUrl ? createPostgresDatabase(backend.databaseUrl) : openTestPglite('migrated');
}

/** A second connection to the database of a running test app (PostgreSQL only: PGlite lives in one process). */
async function sharedDatabase(backend: Backend, other: TestApp): Promise<FreshDatabase> {
  if (!backend.databaseUrl) throw new Error('two instances share a database only on PostgreSQL');
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(other.db)).rows[0]!.name;
  const url = new URL(backend.databaseUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return { db, migrated: true, drop: async () => {} };
}

/** The argon2id memory cost (KiB) of the test apps' password hashes: 1 MiB, some 20 times cheaper than production's 19 MiB. */
export const TEST_PASSWORD_MEMORY_KIB = 1024;

/** The env of a test app that hashes passwords at production's cost (the suites of the hashing itself). */
export const PRODUCTION_PASSWORD_COST = { PASSWORD_HASH_TEST_MEMORY_KIB: undefined };

/** A test app's environment on top of its defaults: a key set to undefined removes that default. */
export type TestAppEnv = Record<string, string | undefined>;

export async function createTestApp(
  backend: Backend,
  env: TestAppEnv = {},
  logStream?: { write(line: string): void },
  { sameDeploymentAs }: TestAppOptions = {},
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
    // Suites run the reconciliation themselves when they test it.
    GAME_RECONCILE_INTERVAL_SECONDS: '0',
    // Members and operators are registered and signed in by the hundred: argon2id at 1 MiB, not 19 (the
    // test-only switch loadConfig refuses in production). The suites of the hashing itself ask for
    // production's cost (PRODUCTION_PASSWORD_COST).
    PASSWORD_HASH_TEST_MEMORY_KIB: String(TEST_PASSWORD_MEMORY_KIB),
    // A busy machine with one PGlite connection queues every query: a provider call must not count as lost
    // while it waits its turn (the fault tests cut connections or answer 503 at once instead).
    GAME_PROVIDER_TIMEOUT_MS: '30000',
    ...env,
  });
  const { db, drop, migrated } = sameDeploymentAs ? await sharedDatabase(backend, sameDeploymentAs) : await freshDatabase(backend);
  if (!migrated) await migrateToLatest(db);
  const prefix = sameDeploymentAs?.prefix ?? `test:${randomBytes(6).toString('hex')}:`;
  const kv = backend.redisUrl ? createRedisKvStore(backend.redisUrl, prefix) : createMemoryKvStore();
  const events = backend.redisUrl ? createRedisMemberEventBus(backend.redisUrl, prefix) : createMemoryEventBus();
  const clock = { now: Date.now() };
  const chatEvents = backend.redisUrl ? createRedisEventBus<ChatEvent>(backend.redisUrl, prefix, 'chat-events') : createMemoryEventBus<ChatEvent>();
  const consoleEvents = backend.redisUrl ? createRedisEventBus<OperatorEvent>(backend.redisUrl, prefix, 'console-events') : createMemoryEventBus<OperatorEvent>();
  const app = await buildApp({ config, db, kv, events, chatEvents, consoleEvents, now: () => clock.now, ...(logStream ? { logStream } : {}) });
  await app.ready();
  // Listening: the game providers' sandbox is called over HTTP at this server's own address.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    database: Database.wrap(db),
    config,
    clock,
    events,
    prefix,
    kv,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type UseTestAppOptions = TestAppOptions & {
  logStream?: { write(line: string): void };
  /** The build's and the close's hook timeout, where the run's default is not enough. */
  hookTimeout?: number;
};

/**
 * The test app of the enclosing describe block, built in a beforeAll (under the hooks' longer
 * timeout) and closed in an afterAll. Called before the block's own hooks, it is built before them
 * and closed after them (hooks after tests run in reverse order). What it returns reads through to
 * the app, so a suite writes `const t = useTestApp(backend)` and uses `t` in its hooks and tests as
 * the TestApp itself; read while the tests are collected, before the app is built, it throws.
 *
 * A second instance of the same deployment: `useTestApp(SHARED_BACKEND!, {}, { sameDeploymentAs: one })`
 * after `one`'s, so that it is built after `one` and closed before it.
 */
export function useTestApp(backend: Backend, env: TestAppEnv = {}, options: UseTestAppOptions = {}): TestApp {
  const { logStream, hookTimeout, ...appOptions } = options;
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in hooks and tests, not while they are collected');
    return built;
  };
  /** Closes it once, whether a test does it first or the hook does. */
  const close = async () => {
    const app = current();
    built = undefined;
    await app.close();
  };
  beforeAll(async () => {
    built = await createTestApp(backend, env, logStream, appOptions);
  }, hookTimeout);
  afterAll(async () => {
    if (built) await close();
  }, hookTimeout);
  // Every read goes to the app this run of the block built.
  return new Proxy({} as TestApp, { get: (_target, key) => (key === 'close' ? close : Reflect.get(current(), key)) });
}
