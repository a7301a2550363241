import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { CallbackDeskService } from './callback-desk-service.ts';
import type { Actor } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/** The console's "Gọi lại" (HTTP only): each step answers with the whole queue as it is now. */
export const operatorCallbackRoutes: FastifyPluginAsyncZod<{ desk: CallbackDeskService }> = async (app, { desk }) => {
  serve(app, operatorApi.callbackQueue, async () => desk.queue());
  serve(app, operatorApi.callbackClaim, async (request) => desk.claim(actor(request), request.body.id, request.body.note));
  serve(app, operatorApi.callbackDone, async (request) => desk.close(actor(request), request.body.id, 'done', request.body.note));
  serve(app, operatorApi.callbackUnreachable, async (request) => desk.close(actor(request), request.body.id, 'unreachable', request.body.note));
};
