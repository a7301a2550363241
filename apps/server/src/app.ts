import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH, OPERATOR_API_BASE_PATH } from '@app/contract';
import type { Config } from './config.ts';
import { Database, type Db } from './db/database.ts';
import { serverSecret } from './db/server-secrets.ts';
import { createEventBus, createMemberEventBus } from './lib/events/create-member-event-bus.ts';
import type { EventBus } from './lib/events/member-event-bus.ts';
import { publishToConsole, teeToConsole, type OperatorEventBus } from './lib/events/operator-events.ts';
import type { ChatEvent, OperatorEvent } from '@app/contract';
import { createChatService } from './modules/chat/service.ts';
import { createImageLinks } from './modules/chat/images.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import type { MemberEventBus } from './lib/events/member-event-bus.ts';
import type { KvStore } from './lib/kv/kv-store.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { configurePasswordHashing } from './lib/passwords.ts';
import { createRefreshTokens } from './modules/auth/refresh-tokens.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionRevocation } from './modules/auth/session-revocation.ts';
import { createAuthService } from './modules/auth/service.ts';
import { captchaRoutes, captchaTestRoutes } from './modules/captcha/routes.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { createStreamRegistry } from './modules/events/stream-limits.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { pendingReviews } from './modules/payments/service.ts';
import { postedTransactions } from './modules/ledger/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { operatorScope } from './modules/operator/scope.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { paymentTotals } from './modules/payments/service.ts';
import { sandboxBankRoutes } from './modules/payments/deposits/gateway/sandbox-bank-routes.ts';
import { sandboxProviderPlugin } from './modules/sandbox-provider/routes.ts';
import type { SandboxProvider } from './modules/sandbox-provider/service.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { createPresenceService } from './modules/presence/service.ts';
import { protectionRoutes } from './modules/protection/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { compressAnswersPlugin } from './plugins/compress-answers.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { requestSigningPlugin } from './plugins/request-signing.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webClientPlugin } from './plugins/web-client.ts';
import {
  createGamesService,
  createPlayService,
  createProviderRegistry,
  createSandboxAdapter,
  ensureCatalogue,
  playTotalsSince,
  ProviderUnavailable,
  sandboxCallbackRoutes,
  type PlayService,
} from './modules/games/service.ts';
import { PROVIDER_CALLBACK_BASE_PATH } from '@app/contract/sandbox-provider';
import { providerSecret } from './lib/provider-signature.ts';
import { ownBaseUrl } from './lib/own-address.ts';
import { balanceAnnouncer } from './modules/wallet/service.ts';
import { createPlayGates, onePlayGate } from './modules/protection/service.ts';
import { findMemberById } from './modules/members/service.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { createMaintenanceService } from './modules/maintenance/service.ts';
import { maintenanceGuardPlugin, providerOfWalletKey } from './modules/maintenance/guard.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { createCallbacksService } from './modules/callbacks/service.ts';
import { callbackRoutes } from './modules/callbacks/routes.ts';

/** Stops and restarts the primary listener (test-only, for the backup-host browser test). */
export type ListenerControl = { stop(): Promise<void>; start(): Promise<void> };

export type AppDeps = {
  config: Config;
  db: Db;
  kv: KvStore;
  /** Pushes to members' open tabs; by default memory, or Redis pub/sub when REDIS_URL is set. */
  events?: MemberEventBus;
  /** Live chat's pushes to members' and visitors' chat streams, and the console's (the same kind of bus, channels of their own). */
  chatEvents?: EventBus<ChatEvent>;
  consoleEvents?: OperatorEventBus;
  now?: () => number;
  listenerControl?: ListenerControl;
  /** Where log lines go (stdout by default); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
};

/** Headers and fields that must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["x-token"]',
  'req.headers["b-token"]',
  'req.headers.cookie',
];

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    play: PlayService;
    sandboxLottery: { tick(): Promise<number> };
    /**
     * The sandbox's clock-driven jobs (the live tables' rounds, the lottery's draws) stopped and started
     * again: bench:games stops them while it runs the app's clock hundreds of times faster than real time.
     */
    sandboxTickers: { stop(): Promise<void>; start(): void };
  }
}

/** Builds the whole server; tests import this and drive it with app.inject. */
export async function buildApp({
  config,
  db,
  kv,
  events = createMemberEventBus(config),
  chatEvents = createEventBus<ChatEvent>(config, 'chat-events'),
  consoleEvents = createEventBus<OperatorEvent>(config, 'console-events'),
  now = Date.now,
  listenerControl,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  configurePasswordHashing(config);
  // Every payment-status pushed to a member also refreshes the console's review queue and dashboard.
  events = teeToConsole(events, consoleEvents);
  // The modules get the wrapper (transactions, after-commit hooks); the raw connection is only closed here.
  const database = Database.wrap(db);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' }, ...(logStream ? { stream: logStream } : {}) },
    // No line per request at info: failures, slow API calls, and every API call at debug (plugins/request-log.ts).
    logController: new RequestLogController(),
    // While closing, requests already on a connection are served (with Connection: close), not refused with 503.
    return503OnClosing: false,
    // A hop count trusts that many proxies nearest to us (Fastify reads a number so too; its types do not).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const jwtSecret = config.JWT_SECRET ?? (await serverSecret(database, 'jwt'));
  const accessTokens = createAccessTokens({ secret: jwtSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, cacheSize: config.ACCESS_TOKEN_CACHE_SIZE, now });
  const revocation = createSessionRevocation({ kv, kind: 'member', tokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const refreshTokens = createRefreshTokens({ db: database, kv, revocation, ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS, now });
  const captcha = createCaptchaService({ kv, difficulty: config.CAPTCHA_DIFFICULTY_BITS });
  const throttle = createLoginThrottle({
    kv,
    maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_LOCK_MINUTES * 60_000,
  });
  const auth = createAuthService({ db: database, captcha, accessTokens, refreshTokens, throttle, levelThresholds: config.levelThresholds, now });
  const presence = createPresenceService({ kv, now });
  // The product's categories, providers and sandbox games exist in every deployment (operators' changes are kept).
  await ensureCatalogue(database);
  const games = createGamesService({ db: database, now });
  // The game providers: the sandbox, called over HTTP at GAME_PROVIDER_URL or this server's own address.
  const selfUrl = () => {
    const own = ownBaseUrl(app.server);
    if (!own) throw new ProviderUnavailable('this server is not listening yet');
    return own;
  };
  // Made once and never changed (server_secrets: insert if missing, then read), so every instance reads the
  // same value: read once, not twice per bet (the provider side reads it once at start as well).
  let providerSecretOnce: Promise<string> | null = null;
  const secretForProviders = () => (providerSecretOnce ??= providerSecret(database).catch((error: unknown) => {
    providerSecretOnce = null;
    throw error;
  }));
  const providers = createProviderRegistry((code) =>
    createSandboxAdapter({ code, baseUrl: () => config.GAME_PROVIDER_URL ?? selfUrl(), secret: secretForProviders, timeoutMs: config.GAME_PROVIDER_TIMEOUT_MS, now }),
  );
  // Player protection on play (D11): exclusion, session and loss limits, asked before launches, transfers in and stakes.
  const playGates = createPlayGates({ db: database, now, games: { playTotalsSince } });
  const play = createPlayService({
    db: database,
    providers,
    now,
    onBalancesChange: balanceAnnouncer(events),
    playGate: onePlayGate(playGates),
    playGates,
    nickname: async (memberId) => (await findMemberById(database, memberId))?.nickname ?? memberId,
    log: (error) => app.log.warn({ err: error }, 'game reconciliation failed'),
  });

  const maintenance = createMaintenanceService({ db: database, now });
  // A game's provider from the catalogue (cached), a transfer's from its target wallet: what a provider's window closes.
  const providerOf = async (name: 'gameLaunch' | 'walletTransfer', body: unknown): Promise<string | null> => {
    if (name === 'walletTransfer') return providerOfWalletKey((body as { to?: unknown }).to);
    const gameId = (body as { gameId?: unknown }).gameId;
    return (await games.catalogue()).games.find((g) => g.id === gameId)?.provider ?? null;
  };

  const streams = createStreamRegistry();
  // A new request, a claim, a close: the console's "Gọi lại" queue hears it at once.
  const callbacks = createCallbacksService({ db: database, now, onChange: () => publishToConsole(consoleEvents, 'callbackQueue', { type: 'callbacks' }) });
  const chat = createChatService({
    db: database,
    kv,
    now,
    bus: chatEvents,
    console: consoleEvents,
    images: createImageLinks(() => serverSecret(database, 'chat-files'), now),
  });

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, {
    token: config.METRICS_TOKEN,
    sources: {
      membersOnline: async () => (await presence.onlineMembers()).length,
      openStreams: () => streams.open(),
      pendingReviews: () => pendingReviews(database),
      ledgerTransactions: () => postedTransactions(database),
      chatsWaiting: () => chat.waitingCount(),
      now,
    },
  });
  await app.register(securityHeadersPlugin, { connectSources: config.backupHosts, apiPrefix: `${API_BASE_PATH}/` });
  await app.register(corsPlugin, { extraOrigins: config.corsOrigins });

  await app.register(
    async (api) => {
      await api.register(requestSigningPlugin, { kv, now });
      await api.register(authenticatePlugin, { accessTokens, revocation });
      await api.register(compressAnswersPlugin);
      // Maintenance windows close what they cover (503, Retry-After), attached to the routes as they are declared.
      await api.register(maintenanceGuardPlugin, { maintenance, providerOf, now });
      await api.register(maintenanceRoutes, { maintenance });
      await api.register(authRoutes, {
        auth,
        kv,
        backupHosts: config.backupHosts,
        limits: {
          registrationsPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
          accountChecksPerMinute: config.ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE,
        },
      });
      await api.register(memberRoutes, { db: database, levelThresholds: config.levelThresholds });
      await api.register(presenceRoutes, { presence });
      await api.register(walletRoutes, { db: database, play });
      await api.register(paymentRoutes, { db: database, events, kv, config, now });
      await api.register(protectionRoutes, { db: database, now, endSessions: refreshTokens.revokeMemberSessions, payments: paymentTotals, games: { playTotalsSince } });
      await api.register(gameRoutes, { games, play });
      await api.register(eventRoutes, { events, kv, now, streams });
      await api.register(chatRoutes, { chat, bus: chatEvents, kv, now, streams });
      await api.register(callbackRoutes, { callbacks, kv });
      await api.register(captchaRoutes, {
        service: captcha,
        kv,
        limits: { initPerMinute: config.CAPTCHAS_PER_ADDRESS_PER_MINUTE, verifyPerMinute: config.CAPTCHAS_PER_ADDRESS_PER_MINUTE * 2 },
      });
      // D6: the answer-revealing route exists only when the test switch is on, which config refuses in production.
      if (config.CAPTCHA_TEST_MODE && config.NODE_ENV !== 'production') {
        await api.register(captchaTestRoutes, { service: captcha });
      }
      if (config.TEST_LISTENER_CONTROL && config.NODE_ENV !== 'production' && listenerControl) {
        api.post('/__test/primary/stop', async () => (await listenerControl.stop(), { ok: true }));
        api.post('/__test/primary/start', async () => (await listenerControl.start(), { ok: true }));
      }
    },
    { prefix: API_BASE_PATH },
  );

  // The sandbox gateway's bank pages (D7): a browser opens them, so they live outside /api/v1.
  if (config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxBankRoutes, { db: database, kv, config });
  let sandboxProvider: SandboxProvider | undefined;
  await app.register(sandboxProviderPlugin, { db: database, config, now, created: (provider) => (sandboxProvider = provider) });
  // The lottery's draw job, run on demand by tests and the bench (it also runs by itself every second).
  app.decorate('sandboxLottery', { tick: () => sandboxProvider!.lottery.tick() });
  app.decorate('sandboxTickers', {
    stop: async () => void (await Promise.all([sandboxProvider!.tables.stop(), sandboxProvider!.lottery.stop()])),
    start: () => {
      sandboxProvider!.tables.start();
      sandboxProvider!.lottery.start();
    },
  });
  await app.register(operatorScope, { prefix: OPERATOR_API_BASE_PATH, db: database, kv, events, config, now, endSessions: refreshTokens.revokeMemberSessions, games, maintenance, membersOnline: async () => (await presence.onlineMembers()).length, chat, consoleEvents, streams, callbacks });

  // Jobs and tests reach the play service here (the reconciliation can be run on demand).
  app.decorate('play', play);
  await app.register(sandboxCallbackRoutes, { prefix: PROVIDER_CALLBACK_BASE_PATH, ...play.deps, secret: secretForProviders });
  if (config.GAME_RECONCILE_INTERVAL_SECONDS > 0) play.start(config.GAME_RECONCILE_INTERVAL_SECONDS * 1000);

  await app.register(healthRoutes, { db: database, kv });
  await app.register(webClientPlugin, { dist: config.WEB_DIST, operatorDist: config.OPERATOR_DIST });
  app.addHook('onClose', async () => {
    await play.stop();
    await events.close();
    await chatEvents.close();
    await consoleEvents.close();
    await kv.close();
    await db.destroy();
  });
  return app;
}
