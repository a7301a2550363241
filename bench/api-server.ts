/**
 * The server side of bench/api.ts, in its own process so the load generator does not share its
 * thread: the real app (and, on the first instance, a bare Fastify route), on loopback. The measured
 * app runs with the settings of a production start — NODE_ENV=production and every other setting at
 * its default, so requests are logged as in production (errors and slow requests only; stdout goes
 * to /dev/null) — on a throwaway embedded database.
 *
 * One member (the default): production has no test-only captcha route, so the member is registered
 * through a second, test-mode app on the same database, key-value store and JWT secret (it never
 * listens), and its access token goes to the parent.
 * Many members (BENCH_REDIS_URL set): the app shares Redis with the other instance under one key
 * prefix and one JWT secret (both from the parent), and the parent mints the members' access tokens
 * itself — a heartbeat reads no member row, so none is written.
 * Sends its URLs (and the one member's token) to the parent over IPC, then serves until killed.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import type { KvStore } from '../apps/server/src/lib/kv/kv-store.ts';
import { createMemoryKvStore } from '../apps/server/src/lib/kv/memory-kv-store.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../apps/server/test/helpers/api-client.ts';

export type BenchServerReady = { url: string; bareUrl?: string; token?: string };

const REDIS_URL = process.env.BENCH_REDIS_URL;
const JWT_SECRET = process.env.BENCH_JWT_SECRET ?? randomBytes(32).toString('hex');
const db = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(db);

/** Registers a member the way the client does; test mode only for the captcha's answer. */
async function registerMember(kv: KvStore): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    CAPTCHA_TEST_MODE: '1',
    CAPTCHA_DIFFICULTY_BITS: '4',
    WEB_DIST: '/nonexistent',
    OPERATOR_DIST: '/nonexistent',
  });
  const setup = await buildApp({ config, db, kv });
  const registered = await call(setup, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(setup) });
  if (registered.statusCode !== 200) throw new Error(`bench member not registered: ${registered.body}`);
  // Not closed: closing would close the shared database and store.
  return registered.json().access_token;
}

const production = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET,
  ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench:' } : {}),
});
let ready: BenchServerReady;
if (REDIS_URL) {
  // buildApp opens the Redis store and event bus of a production start from the configuration.
  const { createKvStore } = await import('../apps/server/src/lib/kv/create-kv-store.ts');
  const app = await buildApp({ config: production, db, kv: createKvStore(production) });
  ready = { url: await app.listen({ host: '127.0.0.1', port: 0 }) };
} else {
  const kv = createMemoryKvStore();
  const token = await registerMember(kv);
  const app = await buildApp({ config: production, db, kv });
  ready = { url: await app.listen({ host: '127.0.0.1', port: 0 }), token };
}
if (process.env.BENCH_BARE !== '0') {
  const bare = Fastify({ logger: false });
  // Named, so a --cpu-prof profile (BENCH_PROFILE) can tell the bare route's samples apart.
  bare.post('/bare', async function bareRoute() {
    return { online: true };
  });
  ready.bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
}

process.send!(ready);
// The bench asks for this process's CPU time around each run, to show the CPU cost per request, and
// for the memory it holds (after a full collection: --expose-gc) before and after the runs.
process.on('message', (m) => {
  if (m === 'memory') {
    globalThis.gc?.();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    process.send!({ heldBytes: heapUsed + arrayBuffers });
    return;
  }
  const { user, system } = process.cpuUsage();
  process.send!({ cpuUs: user + system });
});
// Exit cleanly on SIGINT so a --cpu-prof profile gets written.
process.on('SIGINT', () => process.exit(0));
