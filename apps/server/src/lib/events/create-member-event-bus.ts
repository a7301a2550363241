import type { Config } from '../../config.ts';
import { createMemoryEventBus, type EventBus, type MemberEventBus } from './member-event-bus.ts';
import { createRedisEventBus, createRedisMemberEventBus } from './redis-member-event-bus.ts';

/** Memory on one instance; Redis pub/sub when REDIS_URL is set (several instances share the pushes). */
export function createMemberEventBus(config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): MemberEventBus {
  return config.REDIS_URL ? createRedisMemberEventBus(config.REDIS_URL, config.REDIS_KEY_PREFIX) : createMemoryEventBus();
}

/** Another bus of the same kind, on channels of its own name (live chat, the console's stream). */
export function createEventBus<E extends { type: string }>(config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>, name: string): EventBus<E> {
  return config.REDIS_URL ? createRedisEventBus<E>(config.REDIS_URL, config.REDIS_KEY_PREFIX, name) : createMemoryEventBus<E>();
}
