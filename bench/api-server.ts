/**
 * The server side of bench/api.ts, in its own process so the load generator does not share its
 * thread: the real app plus a bare Fastify route, on loopback. The measured app runs with the
 * settings of a production start — NODE_ENV=production and every other setting at its default, so
 * request logging at info goes to stdout (which the bench points at /dev/null) — on a throwaway
 * embedded database. Production has no test-only captcha route, so the member is registered through
 * a second, test-mode app on the same database, key-value store and JWT secret (it never listens).
 * Sends the URLs and the member's access token to the parent over IPC, then serves until killed.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { createMemoryKvStore } from '../apps/server/src/lib/kv/memory-kv-store.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../apps/server/test/helpers/api-client.ts';

export type BenchServerReady = { url: string; bareUrl: string; token: string };

const JWT_SECRET = randomBytes(32).toString('hex');
const db = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(db);
const kv = createMemoryKvStore();

/** Registers a member the way the client does; test mode only for the captcha's answer. */
async function registerMember(): Promise<string> {
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

const token = await registerMember();
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', JWT_SECRET }), db, kv });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
// Named, so a --cpu-prof profile (BENCH_PROFILE) can tell the bare route's samples apart.
bare.post('/bare', async function bareRoute() {
  return { online: true };
});
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.send!({ url, bareUrl, token } satisfies BenchServerReady);
// The bench asks for this process's CPU time around each run, to show the CPU cost per request.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send!({ cpuUs: user + system });
});
// Exit cleanly on SIGINT so a --cpu-prof profile gets written.
process.on('SIGINT', () => process.exit(0));
