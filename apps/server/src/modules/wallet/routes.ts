import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { memberWalletBalances, recallAll, transfer } from './service.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';
import type { PlayService } from '../games/service.ts';

/** Marks an answer that repeats the first one for the same idempotency key. */
const REPLAYED_HEADER = 'idempotent-replayed';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database; play: PlayService }> = async (app, { db, play }) => {
  serve(app, api.walletBalances, async (request) => memberWalletBalances(db, request.member!.memberId));

  serve(app, api.walletTransfer, async (request, reply) => {
    const { answer, replayed } = await transfer(db, play, request.member!.memberId, request.body);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });

  serve(app, api.walletRecallAll, async (request, reply) => {
    const { answer, replayed } = await recallAll(db, play, request.member!.memberId, request.body);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });
};
