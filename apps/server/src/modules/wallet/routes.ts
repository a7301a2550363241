import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { api } from '@app/contract';
import type { Database } from '../../db/types.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import { memberWalletBalances, recallAll, transfer } from './service.ts';

/** Marks an answer that repeats the first one for the same idempotency key. */
const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * After money moved, the member's other tabs hear the new balance (D9). A replay moved nothing, so it
 * announces nothing. Awaited but harmless: publish never throws.
 */
function announceBalance(events: MemberEventBus, memberId: string, { balance, totalBalance }: { balance: number; totalBalance: number }) {
  return events.publish(memberId, { type: 'balance', balance, totalBalance });
}

export const walletRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; events: MemberEventBus }> = async (app, { db, events }) => {
  app.post(
    api.walletBalances.path,
    { config: { auth: true }, schema: { response: { 200: api.walletBalances.response } } },
    async (request) => memberWalletBalances(db, request.member!.memberId),
  );

  app.post(
    api.walletTransfer.path,
    { config: { auth: true }, schema: { body: api.walletTransfer.body, response: { 200: api.walletTransfer.response } } },
    async (request, reply) => {
      const { memberId } = request.member!;
      const { answer, replayed } = await transfer(db, memberId, request.body);
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      else await announceBalance(events, memberId, answer);
      return answer;
    },
  );

  app.post(
    api.walletRecallAll.path,
    { config: { auth: true }, schema: { body: api.walletRecallAll.body, response: { 200: api.walletRecallAll.response } } },
    async (request, reply) => {
      const { memberId } = request.member!;
      const { answer, replayed } = await recallAll(db, memberId, request.body);
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      else await announceBalance(events, memberId, answer);
      return answer;
    },
  );
};
