import type { Config } from '../../config.ts';
import type { KvStore } from './kv-store.ts';
import { createMemoryKvStore } from './memory-kv-store.ts';
import { createRedisKvStore } from './redis-kv-store.ts';

export function createKvStore(config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): KvStore {
  return config.REDIS_URL ? createRedisKvStore(config.REDIS_URL, config.REDIS_KEY_PREFIX) : createMemoryKvStore();
}
