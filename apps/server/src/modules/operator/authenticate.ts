import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_API_BASE_PATH, operatorMay, operatorRoutes, type OperatorProfile, type OperatorRouteName } from '@app/contract';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import type { SessionRevocation } from '../auth/service.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import { findOperatorById } from './repository.ts';
import type { OperatorTokens } from './tokens.ts';
import type { Database } from '../../db/database.ts';

const byPath = new Map(Object.entries(operatorRoutes).map(([name, r]) => [OPERATOR_API_BASE_PATH + r.path, name as OperatorRouteName]));

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorProfile | null;
    /** The sign-in the token belongs to (its `sid`): what logout ends. */
    operatorSessionId: string | null;
    /** The account's session epoch the token carries (`ep`): moving it on ends the sign-in. */
    operatorSessionEpoch: number | null;
  }
}

/**
 * Operator routes whose contract entry says `auth` (config.auth, set by serve(); in this scope it
 * means an operator's bearer token, never a member's): a missing, bad or expired operator token is 401 (the console has no refresh: the
 * operator signs in again), and so is one whose session was ended by logout (asked of the shared
 * store, so on every instance). The account is read on every call, so disabling an operator takes
 * effect at once rather than when the token runs out, and so does the end of all its sessions (the
 * token's epoch behind the account's). Then the role: a route the operator's role may
 * not use (the contract's OPERATOR_ROUTE_ROLES) is 403, whatever the body says.
 */
export const operatorAuthenticatePlugin = fp(
  async (app: FastifyInstance, opts: { tokens: OperatorTokens; revocation: SessionRevocation; db: Database }) => {
    app.decorateRequest('operator', null);
    app.decorateRequest('operatorSessionId', null);
    app.decorateRequest('operatorSessionEpoch', null);
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.auth) return;
      const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized(OPERATOR_MESSAGES.badSession);
      const verdict = await opts.tokens.verify(match[1]!);
      if (!verdict.ok) throw unauthorized(verdict.expired ? OPERATOR_MESSAGES.sessionExpired : OPERATOR_MESSAGES.badSession);
      if (await opts.revocation.isRevoked(verdict.sessionId)) throw unauthorized(OPERATOR_MESSAGES.sessionEnded);
      const operator = await findOperatorById(opts.db, verdict.operatorId);
      if (!operator) throw unauthorized(OPERATOR_MESSAGES.badSession);
      if (operator.status !== 'active') throw unauthorized(OPERATOR_MESSAGES.disabled);
      // Signed before the account's sessions were ended (a new password, a two-factor reset, a disable).
      if (verdict.epoch !== operator.session_epoch) throw unauthorized(OPERATOR_MESSAGES.sessionEnded);
      request.operator = { id: operator.id, username: operator.username, displayName: operator.display_name, role: operator.role, twoFactor: operator.totp_enabled_at !== null };
      request.operatorSessionId = verdict.sessionId;
      request.operatorSessionEpoch = verdict.epoch;
      const route = byPath.get(request.routeOptions.url ?? '');
      if (route && !operatorMay(operator.role, route)) throw new HttpError(403, OPERATOR_MESSAGES.forbidden);
    });
  },
  { name: 'operator-authenticate' },
);
