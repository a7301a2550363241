import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';
import { providerSecret } from '../../lib/provider-signature.ts';
import { createSportsbookTrading } from '../games/service.ts';
import { createSportsbookDeskService } from './sportsbook-desk-service.ts';
import type { Actor } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/**
 * The console's sportsbook trading desk (HTTP only): fixtures, markets, prices, suspensions and
 * results, each passed to the provider's trading API (at GAME_PROVIDER_URL or this server's own
 * address, like the games' adapter) and audited by the desk service.
 */
export const operatorSportsbookRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config; now: () => number }> = async (app, { db, config, now }) => {
  const trading = createSportsbookTrading({
    baseUrl: () => config.GAME_PROVIDER_URL ?? ownBaseUrl(app.server) ?? 'http://127.0.0.1',
    secret: () => providerSecret(db),
    timeoutMs: config.GAME_PROVIDER_TIMEOUT_MS,
    now,
  });
  const desk = createSportsbookDeskService({ db, trading });

  serve(app, operatorApi.sportsbookFixtures, async (request) => desk.fixtures(request.body));
  serve(app, operatorApi.sportsbookFixtureCreate, async (request) => desk.createFixture(actor(request), request.body));
  serve(app, operatorApi.sportsbookFixtureUpdate, async (request) => desk.updateFixture(actor(request), request.body));
  serve(app, operatorApi.sportsbookFixtureCancel, async (request) => desk.cancelFixture(actor(request), request.body));
  serve(app, operatorApi.sportsbookMarketCreate, async (request) => desk.createMarket(actor(request), request.body));
  serve(app, operatorApi.sportsbookMarketPrice, async (request) => desk.changePrice(actor(request), request.body));
  serve(app, operatorApi.sportsbookMarketSuspend, async (request) => desk.suspend(actor(request), request.body));
  serve(app, operatorApi.sportsbookMarketReopen, async (request) => desk.reopen(actor(request), request.body));
  serve(app, operatorApi.sportsbookResultEnter, async (request) => desk.enterResult(actor(request), request.body));
  serve(app, operatorApi.sportsbookResultCorrect, async (request) => desk.correctResult(actor(request), request.body));
};
