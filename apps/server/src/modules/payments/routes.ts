import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BankCardFields, WithdrawalFields, api } from '@app/contract';
import type { Config } from '../../config.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { createPaymentGateway } from './adapters/index.ts';
import { bindCard, listCards } from './bank-cards.ts';
import { gatewayCallbackPath, handleGatewayCallback } from './callback.ts';
import { createDeposit, depositDetail, depositOptions } from './deposits.ts';
import { createEnvelopeKeys } from './envelope-keys.ts';
import { transactionHistory } from './history.ts';
import { createWithdrawal, withdrawalOptions } from './withdrawals.ts';
import type { Database } from '../../db/database.ts';

/** Marks an answer that repeats the first one for the same idempotency key (as the wallet routes do). */
const REPLAYED_HEADER = 'idempotent-replayed';
const member = { auth: true } as const;

/** Deposits, withdrawals, bank cards, history and the encrypt-and-send key (member API), plus the gateway's callback. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEventBus; kv: KvStore; config: Config; now: () => number }> = async (
  app,
  { db, events, kv, config, now },
) => {
  const { adapter } = await createPaymentGateway({ config, db, kv });
  const envelopes = createEnvelopeKeys(db);
  const { depositOptions: options, depositCreate, depositDetail: detail, envelopeKey, bankCards, bankCardBind } = api;

  app.post(options.path, { config: member, schema: { response: { 200: options.response } } }, async () => depositOptions({ config, adapter }));

  app.post(depositCreate.path, { config: member, schema: { body: depositCreate.body, response: { 200: depositCreate.response } } }, async (request, reply) => {
    const { answer, replayed } = await createDeposit({ db, config, adapter, now }, request.member!.memberId, request.body);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });

  app.post(detail.path, { config: member, schema: { body: detail.body, response: { 200: detail.response } } }, async (request) =>
    depositDetail(db, request.member!.memberId, request.body.id),
  );

  app.post(envelopeKey.path, { config: member, schema: { response: { 200: envelopeKey.response } } }, async () => envelopes.publicKey());

  app.post(bankCards.path, { config: member, schema: { response: { 200: bankCards.response } } }, async (request) =>
    listCards(db, request.member!.memberId),
  );

  app.post(bankCardBind.path, { config: member, schema: { body: bankCardBind.body, response: { 200: bankCardBind.response } } }, async (request) => {
    const fields = await envelopes.open(request.body, request.brand.appKey, BankCardFields);
    return bindCard({ db, config }, request.member!.memberId, fields);
  });

  const { withdrawalOptions: wOptions, withdrawalCreate, transactionHistory: history } = api;

  app.post(wOptions.path, { config: member, schema: { response: { 200: wOptions.response } } }, async (request) =>
    withdrawalOptions({ db, config }, request.member!.memberId),
  );

  app.post(withdrawalCreate.path, { config: member, schema: { body: withdrawalCreate.body, response: { 200: withdrawalCreate.response } } }, async (request, reply) => {
    const fields = await envelopes.open(request.body, request.brand.appKey, WithdrawalFields);
    const { answer, replayed } = await createWithdrawal({ db, config, events }, request.member!.memberId, fields);
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return answer;
  });

  app.post(history.path, { config: member, schema: { body: history.body, response: { 200: history.response } } }, async (request) =>
    transactionHistory(db, request.member!.memberId, request.body),
  );

  // The gateway is no member and holds no brand key: its own signature over the body stands in (callback.ts).
  app.post(gatewayCallbackPath(adapter.id), { config: { signed: false } }, async (request) =>
    handleGatewayCallback({ db, events, adapter }, request.rawBody ?? '', request.headers),
  );
};
