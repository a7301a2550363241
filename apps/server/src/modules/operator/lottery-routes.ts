import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';
import { providerSecret } from '../../lib/provider-signature.ts';
import { createLotteryTrading } from '../games/service.ts';
import { createLotteryDeskService } from './lottery-desk-service.ts';
import type { Actor } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/**
 * The console's lottery odds ("Xổ số", HTTP only): every bet type's odds, and a change for one, passed
 * to the provider's odds desk (at GAME_PROVIDER_URL or this server's own address, like the sportsbook's
 * desk) and audited by the desk service.
 */
export const operatorLotteryRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config; now: () => number }> = async (app, { db, config, now }) => {
  const trading = createLotteryTrading({
    baseUrl: () => config.GAME_PROVIDER_URL ?? ownBaseUrl(app.server) ?? 'http://127.0.0.1',
    secret: () => providerSecret(db),
    timeoutMs: config.GAME_PROVIDER_TIMEOUT_MS,
    now,
  });
  const desk = createLotteryDeskService({ db, trading });

  serve(app, operatorApi.lotteryOdds, async () => desk.odds());
  serve(app, operatorApi.lotteryOddsSet, async (request) => desk.setOdds(actor(request), request.body));
};
