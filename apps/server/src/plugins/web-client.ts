import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

type SendIndexReply = { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown };

const sendIndex = (_req: unknown, reply: SendIndexReply) => {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
};

/**
 * Serves the built client: hashed assets for a year, index.html never cached, and index.html for
 * any other GET outside /api so the client's routes work on reload. The operator console is served
 * beside it under /operator/, from its own build (it is never part of the member bundle).
 */
export async function webClientPlugin(app: FastifyInstance, opts: { dist: string; operatorDist?: string }) {
  if (opts.operatorDist) await app.register(operatorConsolePlugin, { dist: opts.operatorDist });
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
  app.get('/', sendIndex as never);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}

/** Its own encapsulated context, so its static root and reply.sendFile are its own. */
async function operatorConsolePlugin(app: FastifyInstance, opts: { dist: string }) {
  const root = resolve(opts.dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'operator console not built; run npm run build -w @app/operator');
    // Not the member site in its place: a plain 404 until it is built.
    app.get('/operator', (_request, reply) => reply.callNotFound());
    app.get('/operator/*', (_request, reply) => reply.callNotFound());
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/operator/',
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/operator', (_request, reply) => reply.redirect('/operator/'));
  app.get('/operator/', sendIndex as never);
  app.get('/operator/*', (request, reply) => {
    // A missing hashed asset is a 404, not the page: a stale tab must not run HTML as a script.
    if (request.url.startsWith('/operator/assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
