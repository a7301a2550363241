import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sessionExpired, unauthorized } from '../lib/errors.ts';
import { TOKEN_PATTERN, type AccessClaims, type AccessTokens, type AccessTokenVerdict } from '../modules/auth/access-tokens.ts';
import type { SessionRevocation } from '../modules/auth/session-revocation.ts';
import { SESSION_ENDED } from '../messages/auth.ts';
import { withHookFirst } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a member's bearer access token. */
    auth?: boolean;
    /** The route serves visitors and members alike: a bearer token, when sent, must be valid and names the member. */
    memberOptional?: boolean;
  }
  interface FastifyRequest {
    member: AccessClaims | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;
export const BEARER_PREFIX = 'Bearer ';

export { SESSION_ENDED } from '../messages/auth.ts';

/**
 * D3/D5: on member routes a missing or bad bearer token is 401, an expired one 419 (and nothing else
 * is 419). Visitor routes ignore the header, which the client sends on every request (spec §6).
 * The check is attached to the member routes as they are declared, so no request pays to ask
 * whether its route needs it; and it is a callback hook, so a token verified before (nearly every
 * request) skips the signature check; whether its session was ended is asked on every request.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { accessTokens: AccessTokens; revocation: SessionRevocation }) => {
    app.decorateRequest('member', null);
    /** A valid token is still refused once its session has ended, on every instance (shared store). */
    function admit(request: FastifyRequest, verdict: AccessTokenVerdict, done: HookHandlerDoneFunction): void {
      if (!verdict.ok) return done(verdict.expired ? sessionExpired() : unauthorized());
      const claims: AccessClaims = verdict.claims;
      opts.revocation.isRevoked(claims.familyId).then((revoked) => {
        if (revoked) return done(unauthorized(SESSION_ENDED));
        request.member = claims;
        done();
      }, done);
    }
    function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const header = request.headers.authorization;
      if (header === undefined || !header.startsWith(BEARER_PREFIX)) return done(unauthorized());
      const token = header.slice(BEARER_PREFIX.length);
      // The cache keeps only tokens of the pattern: a token found there needs no second look at its characters.
      const cached = opts.accessTokens.verifyCached(token);
      if (cached) return admit(request, cached, done);
      if (!TOKEN_PATTERN.test(token)) return done(unauthorized());
      opts.accessTokens.verify(token).then((verdict) => admit(request, verdict, done), done);
    }
    /** No bearer: a visitor. A bearer: the same checks as a member route (401, 419), so a stale token is refreshed, not ignored. */
    function authenticateIfSent(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      if (!BEARER.test(request.headers.authorization ?? '')) return done();
      authenticate(request, reply, done);
    }
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.auth) route.preHandler = withHookFirst(authenticate, route.preHandler);
      else if (route.config?.memberOptional) route.preHandler = withHookFirst(authenticateIfSent, route.preHandler);
    });
  },
  { name: 'authenticate' },
);
