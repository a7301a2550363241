import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';

const HASHED_ASSET = 'public, max-age=31536000, immutable';

const sendIndex = (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
};

/**
 * Static files never log a line per request: their routes log at warn (or at the server's own level
 * when that is quieter), so only a failure to read a file reaches the log.
 */
function quietLogLevel(app: FastifyInstance): LogLevel {
  const order: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
  const current = order.indexOf(app.log.level as LogLevel);
  return current > order.indexOf('warn') ? order[current]! : 'warn';
}

/**
 * @fastify/static over a build that scripts/precompress.mjs has compressed: each file's .br and .gz
 * siblings are sent in its place to a client that accepts them (by the request's Accept-Encoding and
 * its q-values, br first), with the file's own Content-Type, the sibling's Content-Length and
 * Vary: Accept-Encoding; index.html, sent for every client route, goes the same way. The siblings are
 * not routes of their own. Hashed assets are cached for a year, everything else revalidated.
 */
function staticOptions(root: string, prefix: string, logLevel: LogLevel): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are sent in their files' place, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    logLevel,
    setHeaders(reply, path) {
      reply.header('cache-control', relative(root, path).startsWith('assets/') ? HASHED_ASSET : 'no-cache');
    },
  };
}

/** A compressed copy older than its file (a build that skipped the compression step) would be served in its place. */
function warnOfStaleCompressedFiles(app: FastifyInstance, root: string): void {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const stale = walk(root).filter((path) => {
    const original = path.replace(/\.(?:br|gz)$/, '');
    if (original === path) return false;
    return !existsSync(original) || statSync(original).mtimeMs > statSync(path).mtimeMs;
  });
  if (stale.length > 0) {
    app.log.warn({ root, stale: stale.map((p) => relative(root, p)) }, 'compressed copies older than their files; run the build again');
  }
}

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
  const logLevel = quietLogLevel(app);
  warnOfStaleCompressedFiles(app, root);
  await app.register(fastifyStatic, staticOptions(root, '/', logLevel));
  app.get('/', { logLevel }, sendIndex);
  // Unknown API paths are the API's 404, logged as API requests are.
  app.get('/api/*', (_request, reply) => reply.callNotFound());
  app.get('/*', { logLevel }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    // A missing hashed asset is a 404, not the page: a stale tab must not run HTML as a script.
    if (request.url.startsWith('/assets/')) return reply.callNotFound();
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
  const logLevel = quietLogLevel(app);
  warnOfStaleCompressedFiles(app, root);
  await app.register(fastifyStatic, staticOptions(root, '/operator/', logLevel));
  app.get('/operator', { logLevel }, (_request, reply) => reply.redirect('/operator/'));
  app.get('/operator/', { logLevel }, sendIndex);
  app.get('/operator/*', { logLevel }, (request, reply) => {
    // A missing hashed asset is a 404, not the page: a stale tab must not run HTML as a script.
    if (request.url.startsWith('/operator/assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
