import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { Database, migrateToLatest, openDatabase, type Db } from './db/database.ts';
import { seedDemoData } from './db/seed.ts';

/**
 * Start: the database migrated, and the demo accounts only when asked for (SEED_DEMO: npm start and
 * the browser tests; loadConfig refuses it in production). Nothing else ever creates an account here.
 * An embedded PGlite folder is locked for this process first (throws DataDirInUseError when the CLI or
 * another server on this machine has it).
 */
export async function prepareDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'SEED_DEMO'>,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<Db> {
  if (!config.DATABASE_URL) lockDataDir(config.DATA_DIR, 'server', warn);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  if (config.SEED_DEMO) await seedDemoData(Database.wrap(db));
  return db;
}

export type ShutdownOptions = {
  /** How long the listeners stay open after the signal (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** Then how long requests in flight may take before their connections are cut (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  exit?: (code: number) => void;
};

/** Stops accepting on an extra listener and resolves once its last connection has closed. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Graceful shutdown on SIGTERM (an orchestrator) or SIGINT (Ctrl+C), in this order:
 * 1. `app.close()` begins: /ready answers 503 (its preClose hook runs first) and every answer from
 *    now on carries `Connection: close`; requests keep being served (return503OnClosing is off).
 * 2. Drain: the listeners stay open for `drainMs`, so requests already sent arrive and are read (a
 *    connection closed while its request sat unread would be reset) and a balancer sees /ready fail.
 * 3. The extra listeners (the backup host), then the main one, stop accepting; idle connections close;
 *    requests in flight finish; event streams end and the deposit sweep stops (their preClose hooks).
 * 4. onClose: the event bus, the key-value store and the database pool close; the process exits 0.
 * A request still running `timeoutMs` after the drain has its connection cut, and the exit code is 1.
 */
export function gracefulShutdown(app: FastifyInstance, { drainMs, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions) {
  const extraServers: Server[] = [];
  app.addHook('preClose', async () => {
    if (drainMs > 0) await sleep(drainMs);
    await Promise.all(extraServers.map(closeServer));
  });

  let closing = false;
  async function shutdown(signal: NodeJS.Signals) {
    // A second signal (npm start forwards Ctrl+C to a server that got it too) changes nothing.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining, then closing');
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline: closing their connections');
      for (const server of [app.server, ...extraServers]) server.closeAllConnections();
    }, drainMs + timeoutMs);
    // If closing itself hangs (a database that never answers), leave anyway.
    const lastResort = setTimeout(() => exit(1), drainMs + timeoutMs + 5000);
    lastResort.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      forced = true;
    }
    clearTimeout(deadline);
    clearTimeout(lastResort);
    exit(forced ? 1 : 0);
  }

  return {
    /** A listener besides app.server that serves the same app (closed in step 3, before the main one). */
    addServer(server: Server) {
      extraServers.push(server);
    },
    listen() {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
    },
  };
}
