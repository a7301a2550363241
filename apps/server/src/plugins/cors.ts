import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRANDS } from '@app/domain';
import { SIGNING_HEADERS } from '@app/contract';

const ALLOWED_HEADERS = ['authorization', 'content-type', ...Object.values(SIGNING_HEADERS)].join(', ');

/**
 * A page served from one brand host may call the API on a backup host (spec call 5): allow origins
 * whose host name belongs to a brand, plus configured ones. No cookies cross origins: the bearer
 * token travels in a header, so credentials stay off.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, opts: { extraOrigins: string[] }) => {
    const brandHosts = new Set(BRANDS.flatMap((b) => b.hosts));
    const allowed = (origin: string) => {
      if (opts.extraOrigins.includes(origin)) return true;
      try {
        return brandHosts.has(new URL(origin).hostname);
      } catch {
        return false;
      }
    };
    // A callback hook: it never waits, so it need not cost every request a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (!origin || !allowed(origin)) return done();
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      reply.header('access-control-expose-headers', 'date, retry-after');
      if (request.method !== 'OPTIONS') return done();
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      // Answered here: the preflight goes no further, so done() is not called.
      reply.status(204).send();
    });
  },
  { name: 'cors' },
);
