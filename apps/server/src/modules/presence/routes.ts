import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import type { PresenceService } from './service.ts';

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (app, { presence }) => {
  app.post(
    api.checkOnline.path,
    { config: { auth: true }, schema: { body: api.checkOnline.body, response: { 200: api.checkOnline.response } } },
    async (request) => presence.report(request.member!.memberId, request.body.online),
  );
};
