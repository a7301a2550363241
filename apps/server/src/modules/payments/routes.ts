import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';

/** Deposits, withdrawals, bank cards, history and the encrypt-and-send key (member API). */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; events: MemberEventBus; kv: KvStore; config: Config; now: () => number }> = async () => {};
