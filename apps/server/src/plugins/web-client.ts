import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client: hashed assets for a year, index.html never cached, and index.html for
 * any other GET outside /api so the client's routes work on reload.
 */
export async function webClientPlugin(app: FastifyInstance, opts: { dist: string }) {
  const root = resolve(opts.dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web client not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', sendIndex as never);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
