import type { Config } from '../../config.ts';
import { createMemoryEventBus, type MemberEventBus } from './member-event-bus.ts';
import { createRedisMemberEventBus } from './redis-member-event-bus.ts';

/** Memory on one instance; Redis pub/sub when REDIS_URL is set (several instances share the pushes). */
export function createMemberEventBus(config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): MemberEventBus {
  return config.REDIS_URL ? createRedisMemberEventBus(config.REDIS_URL, config.REDIS_KEY_PREFIX) : createMemoryEventBus();
}
