import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { createMemoryKvStore } from '../apps/server/src/lib/kv/memory-kv-store.ts';

/** The real server on a throwaway embedded database, listening on a free loopback port. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; url: string; db: Db }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_MODE: '1',
    CAPTCHA_DIFFICULTY_BITS: '4',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    CAPTCHAS_PER_ADDRESS_PER_MINUTE: '1000',
    ...env,
  });
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, kv: createMemoryKvStore() });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, db };
}
