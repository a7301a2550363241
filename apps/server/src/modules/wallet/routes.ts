import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import { memberWalletBalances, recallAll, transfer } from './service.ts';
import type { Database } from '../../db/database.ts';

/** Marks an answer that repeats the first one for the same idempotency key. */
const REPLAYED_HEADER = 'idempotent-replayed';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEventBus }> = async (app, { db, events }) => {
  app.post(
    api.walletBalances.path,
    { config: { auth: true }, schema: { response: { 200: api.walletBalances.response } } },
    async (request) => memberWalletBalances(db, request.member!.memberId),
  );

  app.post(
    api.walletTransfer.path,
    { config: { auth: true }, schema: { body: api.walletTransfer.body, response: { 200: api.walletTransfer.response } } },
    async (request, reply) => {
      const { answer, replayed } = await transfer(db, events, request.member!.memberId, request.body);
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return answer;
    },
  );

  app.post(
    api.walletRecallAll.path,
    { config: { auth: true }, schema: { body: api.walletRecallAll.body, response: { 200: api.walletRecallAll.response } } },
    async (request, reply) => {
      const { answer, replayed } = await recallAll(db, events, request.member!.memberId, request.body);
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return answer;
    },
  );
};
