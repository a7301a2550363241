import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionExpired, unauthorized } from '../lib/errors.ts';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a member's bearer access token. */
    auth?: boolean;
  }
  interface FastifyRequest {
    member: AccessClaims | null;
  }
}

/**
 * D3/D5: on member routes a missing or bad bearer token is 401, an expired one 419 (and nothing else
 * is 419). Visitor routes ignore the header, which the client sends on every request (spec §6).
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { accessTokens: AccessTokens }) => {
    app.decorateRequest('member', null);
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.auth) return;
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
      if (!match) throw unauthorized();
      const verdict = await opts.accessTokens.verify(match[1]!);
      if (!verdict.ok) throw verdict.expired ? sessionExpired() : unauthorized();
      request.member = verdict.claims;
    });
  },
  { name: 'authenticate' },
);
