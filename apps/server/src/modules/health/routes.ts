import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';

/** Probes for the orchestrator and the load balancer: outside /api/v1, unsigned, never logged. */
export const HEALTH_PATH = '/health';
export const READY_PATH = '/ready';

/** A probe that hangs is a failed probe: the balancer must hear "no" before its own timeout. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | 'failed';

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

const probeRoute = { logLevel: 'silent', exposeHeadRoute: false } as const;

/**
 * /health: the process is up and its event loop answers (no dependency is touched, so a database
 * outage never gets healthy instances restarted). /ready: this instance can serve — the database
 * answers `select 1` and the key-value store its PING (Redis when REDIS_URL is set) — and it is not
 * shutting down: from the moment close begins it answers 503, so the balancer stops sending.
 * Root-level (fastify-plugin), so its preClose hook runs before the others and before the listener closes.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance, { db, kv }: { db: Database; kv: KvStore }) => {
    let shuttingDown = false;
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });

    app.get(HEALTH_PATH, probeRoute, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get(READY_PATH, probeRoute, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
      const [database, kvStore] = await Promise.all([check(() => sql`select 1`.execute(db.db)), check(() => kv.ping())]);
      const ready = database === 'ok' && kvStore === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: { database, kvStore } });
    });
  },
  { name: 'health-routes' },
);
