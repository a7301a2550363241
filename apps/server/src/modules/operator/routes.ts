import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { Actor, OperatorService } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });
const guarded = { operatorAuth: true } as const;

/** The console's calls (HTTP only): each names its contract entry, the service does the work and the audit. */
export const operatorRoutes: FastifyPluginAsyncZod<{ service: OperatorService }> = async (app, { service }) => {
  const { login, me, memberSearch, memberDetail, audit } = operatorApi;

  app.post(login.path, { schema: { body: login.body, response: { 200: login.response } } }, async (request) =>
    service.login(request.body, request.ip),
  );

  app.post(me.path, { config: guarded, schema: { response: { 200: me.response } } }, async (request) => request.operator!);

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

  app.post(audit.path, { config: guarded, schema: { body: audit.body, response: { 200: audit.response } } }, async (request) =>
    service.auditPage(actor(request), request.body),
  );
};
