import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';

/** POST /events/ticket and GET /events/stream (server-sent events). */
export const eventRoutes: FastifyPluginAsyncZod<{ events: MemberEventBus; kv: KvStore; now: () => number }> = async () => {};
