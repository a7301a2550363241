import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PLAY_PATH } from '@app/contract/sandbox-provider';
import { securityHeaders } from '../../plugins/security-headers.ts';

const HASHED_ASSET = 'public, max-age=31536000, immutable';

/**
 * The page's headers: the site's own (plugins/security-headers.ts), except that the member site, on the
 * same origin, may frame it (the lobby opens games in an iframe); no other site may.
 */
export function playPageHeaders(): Record<string, string> {
  const headers = securityHeaders([]);
  return {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
  };
}

const sendIndex = (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
};

/**
 * The provider's game pages (apps/sandbox-games, built), where a launch URL points: served as the web
 * client is (hashed assets for a year, index.html revalidated, .br/.gz copies when the build made them),
 * in a context of its own. Until it is built, a plain 404 (not the member site in its place).
 */
export async function playPage(app: FastifyInstance, { dist }: { dist: string }) {
  const root = resolve(dist);
  const base = SANDBOX_PLAY_PATH.replace(/\/$/, '');
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.debug({ root }, 'sandbox game pages not built');
    app.get(base, (_request, reply) => reply.callNotFound());
    app.get(`${base}/*`, (_request, reply) => reply.callNotFound());
    return;
  }
  const headers = playPageHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyStatic, {
    root,
    prefix: SANDBOX_PLAY_PATH,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    logLevel: 'warn',
    setHeaders(reply, path) {
      reply.header('cache-control', relative(root, path).startsWith('assets/') ? HASHED_ASSET : 'no-cache');
    },
  });
  app.get(base, (request, reply) => reply.redirect(`${SANDBOX_PLAY_PATH}${request.url.slice(base.length)}`));
  app.get(SANDBOX_PLAY_PATH, { logLevel: 'warn' }, sendIndex);
  app.get(`${SANDBOX_PLAY_PATH}*`, { logLevel: 'warn' }, (request, reply) => {
    // A missing hashed asset is a 404, not the page: a stale tab must not run HTML as a script.
    if (request.url.startsWith(`${SANDBOX_PLAY_PATH}assets/`)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
