import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { LedgerViewService } from './ledger-service.ts';
import type { MemberStatusService } from './member-status-service.ts';
import type { ReviewService } from './review-service.ts';
import type { Actor, OperatorService } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });
const guarded = { operatorAuth: true } as const;

/** The console's calls (HTTP only): each names its contract entry, the service does the work and the audit. */
type OperatorRoutesOptions = { service: OperatorService; memberStatus: MemberStatusService; review: ReviewService; ledger: LedgerViewService };

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, { service, memberStatus, review, ledger }) => {
  const { login, me, logout, memberSearch, memberDetail, memberSetStatus, audit, memberLedger } = operatorApi;
  const { reviewQueue, paymentApprove, paymentMarkPaid, paymentMarkFailed, paymentReject } = operatorApi;

  app.post(login.path, { schema: { body: login.body, response: { 200: login.response } } }, async (request) =>
    service.login(request.body, request.ip),
  );

  app.post(me.path, { config: guarded, schema: { response: { 200: me.response } } }, async (request) => request.operator!);

  app.post(logout.path, { config: guarded, schema: { response: { 200: logout.response } } }, async (request) =>
    service.logout(actor(request), request.operatorSessionId!),
  );

  app.post(
    memberSearch.path,
    { config: guarded, schema: { body: memberSearch.body, response: { 200: memberSearch.response } } },
    async (request) => service.searchMembers(actor(request), request.body.query),
  );

  app.post(
    memberDetail.path,
    { config: guarded, schema: { body: memberDetail.body, response: { 200: memberDetail.response } } },
    async (request) => service.memberDetail(actor(request), request.body.memberId),
  );

  app.post(
    memberSetStatus.path,
    { config: guarded, schema: { body: memberSetStatus.body, response: { 200: memberSetStatus.response } } },
    async (request) => memberStatus.setStatus(actor(request), request.body),
  );

  app.post(audit.path, { config: guarded, schema: { body: audit.body, response: { 200: audit.response } } }, async (request) =>
    service.auditPage(actor(request), request.body),
  );

  app.post(
    memberLedger.path,
    { config: guarded, schema: { body: memberLedger.body, response: { 200: memberLedger.response } } },
    async (request) => ledger.memberLedger(actor(request), request.body),
  );

  app.post(
    reviewQueue.path,
    { config: guarded, schema: { body: reviewQueue.body, response: { 200: reviewQueue.response } } },
    async (request) => review.queue(request.body),
  );

  app.post(
    paymentApprove.path,
    { config: guarded, schema: { body: paymentApprove.body, response: { 200: paymentApprove.response } } },
    async (request) => review.approve(actor(request), request.body.id),
  );

  app.post(
    paymentMarkPaid.path,
    { config: guarded, schema: { body: paymentMarkPaid.body, response: { 200: paymentMarkPaid.response } } },
    async (request) => review.markPaid(actor(request), request.body.id),
  );

  app.post(
    paymentMarkFailed.path,
    { config: guarded, schema: { body: paymentMarkFailed.body, response: { 200: paymentMarkFailed.response } } },
    async (request) => review.markFailed(actor(request), request.body.id, request.body.reason),
  );

  app.post(
    paymentReject.path,
    { config: guarded, schema: { body: paymentReject.body, response: { 200: paymentReject.response } } },
    async (request) => review.reject(actor(request), request.body.id, request.body.reason),
  );
};
