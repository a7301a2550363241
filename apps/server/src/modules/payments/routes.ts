import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BankCardFields, WithdrawalFields, api } from '@app/contract';
import type { Config } from '../../config.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { createPaymentGateway } from './deposits/gateway/index.ts';
import { bindCard, listCards } from './bank-cards/bank-cards.ts';
import { gatewayCallbackPath, handleGatewayCallback } from './deposits/gateway-callback.ts';
import { createDeposit, depositDetail, depositOptions } from './deposits/deposits.ts';
import { createEnvelopeKeys } from './sealed-body-keys.ts';
import { transactionHistory } from './history/history.ts';
import { createWithdrawal, withdrawalOptions } from './withdrawals/withdrawals.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';

/** Marks an answer that repeats the first one for the same idempotency key (as the wallet routes do). */
const REPLAYED_HEADER = 'idempotent-replayed';

/** Deposits, withdrawals, bank cards, history and the encrypt-and-send key (member API), plus the gateway's callback. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEventBus; kv: KvStore; config: Config; now: () => number }> = async (
  app,
  { db, events, kv, config, now },
) => {
  const { adapter } = await createPaymentGateway({ config, db, kv });
  const envelopes = createEnvelopeKeys(db);
  const { depositOptions: options, depositCreate, depositDetail: detail, envelopeKey, bankCards, bankCardBind } = api;

  serve(app, options, async () => depositOptions({ config, adapter }));

  serve(app, depositCreate, async (request, reply) => {
    const { answer, replayed } = await createDeposit({ db, config, adapter, now, events }, request.member!.memberId, request.body);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });

  serve(app, detail, async (request) =>
    depositDetail(db, request.member!.memberId, request.body.id),
  );

  serve(app, envelopeKey, async () => envelopes.publicKey());

  serve(app, bankCards, async (request) =>
    listCards(db, request.member!.memberId),
  );

  serve(app, bankCardBind, async (request) => {
    const fields = await envelopes.open(request.body, request.brand.appKey, BankCardFields);
    return bindCard({ db, config }, request.member!.memberId, fields);
  });

  const { withdrawalOptions: wOptions, withdrawalCreate, transactionHistory: history } = api;

  serve(app, wOptions, async (request) =>
    withdrawalOptions({ db, config }, request.member!.memberId),
  );

  serve(app, withdrawalCreate, async (request, reply) => {
    const fields = await envelopes.open(request.body, request.brand.appKey, WithdrawalFields);
    const { answer, replayed } = await createWithdrawal({ db, config, events }, request.member!.memberId, fields);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });

  serve(app, history, async (request) =>
    transactionHistory(db, request.member!.memberId, request.body),
  );

  // The gateway is no member and holds no brand key: its own signature over the body stands in (callback.ts).
  app.post(gatewayCallbackPath(adapter.id), { config: { signed: false } }, async (request) =>
    handleGatewayCallback({ db, events, adapter }, request.rawBody ?? '', request.headers),
  );
};
