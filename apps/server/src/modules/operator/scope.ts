import { compressAnswersPlugin } from '../../plugins/compress-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import { badRequest } from '../../lib/errors.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/json.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { API_SECURITY_HEADERS } from '../../plugins/security-headers.ts';
import { createLoginThrottle, createSessionRevocation, type RefreshTokens } from '../auth/service.ts';
import { operatorAuthenticatePlugin } from './authenticate.ts';
import { createLedgerViewService } from './ledger-service.ts';
import { createMemberStatusService } from './member-status-service.ts';
import { createReviewService } from './review-service.ts';
import { createCatalogueAdminService } from './catalogue-service.ts';
import { createGameRecordsAdminService } from './game-records-service.ts';
import { betRecordTestRoutes, type GamesService } from '../games/service.ts';
import type { MaintenanceService } from '../maintenance/service.ts';
import { createMaintenanceAdminService } from './maintenance-admin-service.ts';
import { createDashboardService } from './dashboard-service.ts';
import { createOperatorAccountsService } from './account-admin-service.ts';
import { createMemberSupportService } from './member-support-service.ts';
import { paymentTotals } from '../payments/service.ts';
import { playTotalsSince } from '../games/service.ts';
import { operatorRoutes } from './routes.ts';
import { findOperatorById } from './repository.ts';
import { operatorChatRoutes } from './chat-routes.ts';
import { createChatDeskService } from './chat-desk-service.ts';
import { operatorCallbackRoutes } from './callback-routes.ts';
import { operatorSportsbookRoutes } from './sportsbook-routes.ts';
import { operatorLotteryRoutes } from './lottery-routes.ts';
import { operatorTablesRoutes } from './tables-routes.ts';
import { createCallbackDeskService } from './callback-desk-service.ts';
import type { CallbacksService } from '../callbacks/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { StreamRegistry } from '../events/service.ts';
import type { OperatorEventBus } from '../../lib/events/operator-events.ts';
import { createOperatorService } from './service.ts';
import { createTwoFactor } from './two-factor.ts';
import { createOperatorTokens, OPERATOR_TOKEN_TTL_SECONDS } from './tokens.ts';

type OperatorScopeOptions = {
  db: Database;
  kv: KvStore;
  events: MemberEventBus;
  config: Config;
  now: () => number;
  /** Ends every session of a member (the auth module's refreshTokens.revokeMemberSessions): an account lock needs it. */
  endSessions: RefreshTokens['revokeMemberSessions'];
  games: GamesService;
  maintenance: MaintenanceService;
  /** Members online now (presence, a module the console does not reach into): the dashboard's first figure. */
  membersOnline: () => Promise<number>;
  chat: ChatService;
  /** The console's pushes (one topic per role). */
  consoleEvents: OperatorEventBus;
  streams: StreamRegistry;
  /** Callback requests ("Gọi lại"): the console claims and closes them, audited here. */
  callbacks: CallbacksService;
};

/**
 * Everything under /api/operator, in a scope of its own: no member request signing (D4) and no member
 * authentication run here, and operator tokens are signed under their own secret.
 */
export async function operatorScope(app: FastifyInstance, { db, kv, events, config, now, endSessions, games, maintenance, membersOnline, chat, consoleEvents, streams, callbacks }: OperatorScopeOptions) {
  // JSON answers, never documents: the API header set, as on /api/v1 (this hook runs after the root one).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
  // Text no column can store (NUL, lone surrogates) is a 400 before any route reads it, not a 500 at the query.
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.body)) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
  });
  const tokens = createOperatorTokens({ secret: await serverSecret(db, 'operator-jwt'), now });
  const revocation = createSessionRevocation({ kv, kind: 'operator', tokenTtlSeconds: OPERATOR_TOKEN_TTL_SECONDS });
  const throttle = createLoginThrottle({
    kv,
    maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_LOCK_MINUTES * 60_000,
  });
  await app.register(operatorAuthenticatePlugin, { tokens, revocation, db });
  await app.register(compressAnswersPlugin);
  await app.register(operatorChatRoutes, {
    desk: createChatDeskService({ db, chat, levelThresholds: config.levelThresholds }),
    bus: consoleEvents,
    kv,
    now,
    streams,
    sessionStillValid: async (operatorId, sessionId, role, epoch) => {
      if (await revocation.isRevoked(sessionId)) return false;
      const operator = await findOperatorById(db, operatorId);
      return operator?.status === 'active' && operator.role === role && operator.session_epoch === epoch;
    },
  });
  await app.register(operatorCallbackRoutes, { desk: createCallbackDeskService({ db, callbacks }) });
  await app.register(operatorSportsbookRoutes, { db, config, now });
  await app.register(operatorLotteryRoutes, { db, config, now });
  await app.register(operatorTablesRoutes, { db, config, now });
  await app.register(operatorRoutes, {
    service: createOperatorService({ db, tokens, revocation, throttle, twoFactor: createTwoFactor({ db, now }), now, levelThresholds: config.levelThresholds }),
    memberStatus: createMemberStatusService({ db, endSessions, now, levelThresholds: config.levelThresholds }),
    // The review steps publish the new status and balance to the member's open tabs through `events`.
    review: createReviewService({ db, events }),
    ledger: createLedgerViewService({ db }),
    catalogue: createCatalogueAdminService({ db, games }),
    gameRecords: createGameRecordsAdminService({ db, games }),
    maintenance: createMaintenanceAdminService({ db, maintenance }),
    dashboard: createDashboardService({ db, games, chat, membersOnline, now }),
    accounts: createOperatorAccountsService({ db }),
    // The member's limits as the member's own page reads them: the same totals of payments and play.
    support: createMemberSupportService({ db, now, protection: { db, now, payments: paymentTotals, games: { playTotalsSince } } }),
  });
  // Browser tests seed bet records for the console's report; only a server run as a test has the route.
  if (config.NODE_ENV === 'test') await app.register(betRecordTestRoutes, { db, now });
}
