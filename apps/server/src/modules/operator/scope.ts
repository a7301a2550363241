import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { API_SECURITY_HEADERS } from '../../plugins/security-headers.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { operatorAuthenticatePlugin } from './authenticate.ts';
import { createLedgerViewService } from './ledger-service.ts';
import { createReviewService } from './review-service.ts';
import { operatorRoutes } from './routes.ts';
import { createOperatorService } from './service.ts';
import { createOperatorTokens } from './tokens.ts';

type OperatorScopeOptions = { db: Db; kv: KvStore; events: MemberEventBus; config: Config; now: () => number };

/**
 * Everything under /api/operator, in a scope of its own: no member request signing (D4) and no member
 * authentication run here, and operator tokens are signed under their own secret.
 */
export async function operatorScope(app: FastifyInstance, { db, kv, events, config, now }: OperatorScopeOptions) {
  // JSON answers, never documents: the API header set, as on /api/v1 (this hook runs after the root one).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
  const tokens = createOperatorTokens({ secret: await serverSecret(db, 'operator-jwt'), now });
  const throttle = createLoginThrottle({
    kv,
    maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_LOCK_MINUTES * 60_000,
  });
  await app.register(operatorAuthenticatePlugin, { tokens, db });
  await app.register(operatorRoutes, {
    service: createOperatorService({ db, tokens, throttle, now, levelThresholds: config.levelThresholds }),
    // The review steps publish the new status and balance to the member's open tabs through `events`.
    review: createReviewService({ db, events }),
    ledger: createLedgerViewService({ db }),
  });
}
