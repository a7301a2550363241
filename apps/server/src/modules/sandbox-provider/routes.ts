import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROVIDER_SIGNATURE_HEADER,
  ProviderBalanceBody,
  ProviderBalanceResponse,
  ProviderBetsSinceBody,
  ProviderBetsSinceResponse,
  ProviderFaultBody,
  ProviderLaunchBody,
  ProviderLaunchResponse,
  ProviderOrderBody,
  ProviderOrderResponse,
  ProviderTransferBody,
  ProviderTransferResponse,
  SANDBOX_PROVIDER_BASE_PATH,
} from '@app/contract/sandbox-provider';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { API_SECURITY_HEADERS } from '../../plugins/security-headers.ts';
import { keepRawJsonBodies } from './body.ts';
import { sleep } from './faults.ts';
import { gameRoutes } from './game-routes.ts';
import { playPage } from './play-page.ts';
import { tradingRoutes } from './sportsbook/routes.ts';
import { lotteryTradingRoutes } from './lottery/trading-routes.ts';
import { tableTradingRoutes } from './tables/trading-routes.ts';
import { platformUrlResolver } from './platform-client.ts';
import { createSandboxProvider, verifyProviderSignature, type SandboxProvider } from './service.ts';

export type SandboxProviderOptions = {
  db: Database;
  config: Config;
  now?: () => number;
  /** Told the provider once made: the app keeps its jobs within reach (a test runs the lottery's tick). */
  created?: (provider: SandboxProvider) => void;
};

/**
 * The sandbox game provider (issue 9), served by this process but reached only over HTTP, like a
 * remote provider: its server-to-server API (signed), its game page's API and the game page itself.
 * Unacknowledged bet records are pushed again every few seconds until the app closes.
 */
export async function sandboxProviderPlugin(app: FastifyInstance, { db, config, now = Date.now, created }: SandboxProviderOptions) {
  const provider = await createSandboxProvider({ db, now, platformUrl: platformUrlResolver(config.SANDBOX_PLATFORM_URL, app.server), log: app.log });
  app.addHook('preClose', () => provider.stop());
  provider.lottery.start();
  provider.tables.start();
  created?.(provider);
  const faultsEnabled = config.SANDBOX_PROVIDER_FAULTS && config.NODE_ENV !== 'production';

  await app.register(
    async (api) => {
      // JSON answers, never documents: the API's security headers, not the pages'.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.headers(API_SECURITY_HEADERS);
        done();
      });
      keepRawJsonBodies(api);
      await api.register(serverToServerRoutes, { provider, now, faultsEnabled });
      // The sportsbook's trading desk (the platform's operators, over signed HTTP): it checks the signature itself.
      await api.register(tradingRoutes, { sportsbook: provider.sportsbook, secret: provider.secret, now });
      // The lottery's odds desk, signed the same way.
      await api.register(lotteryTradingRoutes, { trading: provider.lottery.trading, secret: provider.secret, now });
      // The live tables' limits desk, signed the same way.
      await api.register(tableTradingRoutes, { trading: provider.tables.trading, secret: provider.secret, now });
      await api.register(gameRoutes, { provider, prefix: '/game' });
      // Nothing else under the provider's API: not the member site's page in its place.
      api.get('/*', (_request, reply) => reply.callNotFound());
    },
    { prefix: SANDBOX_PROVIDER_BASE_PATH },
  );
  await app.register(playPage, { dist: config.SANDBOX_GAMES_DIST });
}

/** platform → provider: every call signed with the shared secret, at most 60 s old. */
async function serverToServerRoutes(app: FastifyInstance, { provider, now, faultsEnabled }: { provider: SandboxProvider; now: () => number; faultsEnabled: boolean }) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const verdict = verifyProviderSignature(provider.secret, request.providerRawBody ?? '', request.headers[PROVIDER_SIGNATURE_HEADER], now());
    if (verdict.ok) return done();
    done(unauthorized(verdict.reason === 'missing' ? M.signatureMissing : M.signatureInvalid));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/players/launch', { schema: { body: ProviderLaunchBody, response: { 200: ProviderLaunchResponse } } }, (request) => provider.launch(request.body));
  r.post('/wallet/balance', { schema: { body: ProviderBalanceBody, response: { 200: ProviderBalanceResponse } } }, (request) => provider.balance(request.body.playerId));
  r.post('/wallet/order', { schema: { body: ProviderOrderBody, response: { 200: ProviderOrderResponse } } }, (request) => provider.order(request.body.orderId));
  r.post('/bets/since', { schema: { body: ProviderBetsSinceBody, response: { 200: ProviderBetsSinceResponse } } }, (request) =>
    provider.betsSince(request.body.after, request.body.limit),
  );
  r.post(
    '/wallet/transfer',
    { schema: { body: ProviderTransferBody, response: { 200: ProviderTransferResponse, 409: ProviderTransferResponse, 422: ProviderTransferResponse } } },
    (request, reply) => transferWithFaults(provider, request, reply),
  );

  // Test-only: refused by config in production, and not even a route unless switched on.
  if (faultsEnabled) {
    r.post('/__faults', { schema: { body: ProviderFaultBody } }, (request) => {
      provider.faults.arm(request.body);
      return { armed: request.body };
    });
  }
}

/** A transfer, through whatever fault is armed for it (tests only). */
async function transferWithFaults(provider: SandboxProvider, request: FastifyRequest<{ Body: ProviderTransferBody }>, reply: FastifyReply) {
  const fault = provider.faults.takeForTransfer();
  if (fault && fault.fault !== 'timeout-after-apply') await sleep(fault.delayMs);
  if (fault?.fault === 'fail-before-apply') throw new HttpError(503, M.unavailable);
  const answer = await provider.transfer(request.body, { refuse: fault?.fault === 'refuse' });
  if (fault?.fault === 'timeout-after-apply') {
    // Applied and committed; the caller learns nothing: the answer comes too late, or the connection drops.
    if (fault.delayMs === 0) {
      reply.hijack();
      request.raw.socket?.destroy();
      return reply;
    }
    await sleep(fault.delayMs);
  }
  return reply.status(answer.statusCode).send(answer.body);
}
