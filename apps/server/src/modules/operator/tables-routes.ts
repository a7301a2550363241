import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';
import { providerSecret } from '../../lib/provider-signature.ts';
import { createTablesTrading } from '../games/service.ts';
import { createTablesDeskService } from './tables-desk-service.ts';
import type { Actor } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/**
 * The console's live tables ("Bàn casino", HTTP only): every table's limits per cửa, and a change for
 * one, passed to the provider's limits desk (at GAME_PROVIDER_URL or this server's own address, like
 * the lottery's odds desk) and audited by the desk service.
 */
export const operatorTablesRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config; now: () => number }> = async (app, { db, config, now }) => {
  const trading = createTablesTrading({
    baseUrl: () => config.GAME_PROVIDER_URL ?? ownBaseUrl(app.server) ?? 'http://127.0.0.1',
    secret: () => providerSecret(db),
    timeoutMs: config.GAME_PROVIDER_TIMEOUT_MS,
    now,
  });
  const desk = createTablesDeskService({ db, trading });

  serve(app, operatorApi.tableLimits, async () => desk.limits());
  serve(app, operatorApi.tableLimitsSet, async (request) => desk.setLimits(actor(request), request.body));
};
