import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { PresenceService } from './service.ts';

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (app, { presence }) => {
  // The report's own promise, not one more around it: the heartbeat is the most frequent call there is.
  serve(app, api.checkOnline, (request) => presence.report(request.member!.memberId, request.body.online));
};
