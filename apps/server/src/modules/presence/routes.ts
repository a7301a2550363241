import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { PresenceService } from './service.ts';

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (app, { presence }) => {
  serve(app, api.checkOnline, async (request) => presence.report(request.member!.memberId, request.body.online));
};
