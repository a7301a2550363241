import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** What the gauges read when Prometheus scrapes (each a cheap, indexed query or an in-memory count). */
export type MetricSources = {
  membersOnline(): Promise<number>;
  openStreams(): number;
  pendingReviews(): Promise<{ type: string; count: number; oldest: Date | null }[]>;
  ledgerTransactions(): Promise<number>;
  /** Live chats waiting for an agent. */
  chatsWaiting(): Promise<number>;
  now(): number;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics (prom-client), measured and served at GET /metrics only when METRICS_TOKEN is set,
 * and only to a request bearing it (the figures describe the business: never public). Per request: one histogram
 * observation labelled by method, route pattern (never the raw URL: bounded labels, no ids or tokens)
 * and status. At scrape time: members online (presence), open event streams on this instance, payment
 * requests waiting for review and the oldest one's wait, ledger transactions posted, live chats waiting, and Node's own
 * process metrics. Each app has its own registry (tests build several apps in one process).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined; sources: MetricSources }) => {
    // Off unless configured: nothing is measured that nobody may read.
    if (!opts.token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const { sources } = opts;
    new Gauge({
      name: 'members_online',
      help: 'Members whose last heartbeat is under 30 s old (all instances)',
      registers: [registry],
      async collect() {
        this.set(await sources.membersOnline());
      },
    });
    new Gauge({
      name: 'event_streams_open',
      help: "Members' server-sent event streams open on this instance",
      registers: [registry],
      collect() {
        this.set(sources.openStreams());
      },
    });
    const pendingLabels = ['type'] as const;
    const oldestWait = new Gauge({ name: 'payment_reviews_oldest_wait_seconds', help: 'How long the oldest payment request waiting for review has waited', labelNames: pendingLabels, registers: [registry] });
    new Gauge({
      name: 'payment_reviews_pending',
      help: 'Payment requests waiting for a reviewer, by type',
      labelNames: pendingLabels,
      registers: [registry],
      async collect() {
        this.reset();
        oldestWait.reset();
        for (const type of ['DEPOSIT', 'WITHDRAWAL']) {
          this.set({ type }, 0);
          oldestWait.set({ type }, 0);
        }
        const at = sources.now();
        for (const row of await sources.pendingReviews()) {
          this.set({ type: row.type }, row.count);
          if (row.oldest) oldestWait.set({ type: row.type }, Math.max(0, (at - row.oldest.getTime()) / 1000));
        }
      },
    });
    new Gauge({
      name: 'ledger_transactions_posted',
      help: 'Transactions the double-entry ledger has posted (monotonic)',
      registers: [registry],
      async collect() {
        this.set(await sources.ledgerTransactions());
      },
    });

    new Gauge({
      name: 'chat_queue_length',
      help: 'Live chats waiting for an agent',
      registers: [registry],
      async collect() {
        this.set(await sources.chatsWaiting());
      },
    });

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== METRICS_PATH) duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

    const expected = digest(`Bearer ${opts.token}`);
    app.get(METRICS_PATH, { logLevel: 'warn', exposeHeadRoute: false }, async (request, reply) => {
      // Compared as digests: constant time, whatever the header's length.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, message: 'Không có quyền xem số liệu', error: 'Unauthorized' });
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
