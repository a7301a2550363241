import { Redis } from 'ioredis';
import type { KvStore } from './kv-store.ts';

const INCREMENT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/**
 * Shared store for several API instances (D9). Every key carries the configured prefix. Commands
 * issued in the same tick by concurrent requests (a heartbeat's seen signature, revocation check and
 * presence) leave in one write (auto-pipelining): under load, one round trip serves many requests.
 */
export function createRedisKvStore(url: string, prefix: string): KvStore {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true });
  return {
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    take: (key) => redis.getdel(key),
    async addDigest(namespace, digest, ttlMs) {
      const key = `${namespace}:${Buffer.from(digest.buffer, digest.byteOffset, 16).toString('base64url')}`;
      return (await redis.set(key, '', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async del(key) {
      await redis.del(key);
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(key));
    },
    async increment(key, ttlMs) {
      const [count, pttl] = (await redis.eval(INCREMENT_SCRIPT, 1, key, String(ttlMs))) as [number, number];
      return { count, resetInMs: pttl > 0 ? pttl : ttlMs };
    },
    async sortedSetAdd(key, member, score) {
      await redis.zadd(key, score, member);
    },
    async sortedSetRemove(key, member) {
      await redis.zrem(key, member);
    },
    async sortedSetScore(key, member) {
      const s = await redis.zscore(key, member);
      return s === null ? null : Number(s);
    },
    sortedSetRangeByScore: (key, min, max) => redis.zrangebyscore(key, min, max),
    async sortedSetRemoveByScore(key, min, max) {
      await redis.zremrangebyscore(key, min, max);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
