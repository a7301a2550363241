import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import type { CallbacksService } from './service.ts';

/**
 * Requests a visitor may make from one address per hour (counted whatever the answer, a repeat
 * included). Members are bounded by their one open request instead.
 */
export const VISITOR_CALLBACKS_PER_ADDRESS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** The member and visitor side of callbacks; the console's calls live in the operator module. */
export const callbackRoutes: FastifyPluginAsyncZod<{ callbacks: CallbacksService; kv: KvStore }> = async (app, { callbacks, kv }) => {
  serve(app, api.callbackRequest, async (request) => {
    const memberId = request.member?.memberId ?? null;
    // request.ip is the client's address as TRUST_PROXY lets the server read it (never a spoofable header).
    if (!memberId) await enforceRateLimit(kv, `callback-visitor:${request.ip}`, VISITOR_CALLBACKS_PER_ADDRESS_PER_HOUR, HOUR_MS);
    return callbacks.request({ memberId, brandId: request.brand.id }, request.body);
  });

  serve(app, api.callbackMine, async (request) => callbacks.mine(request.member!.memberId));
};
