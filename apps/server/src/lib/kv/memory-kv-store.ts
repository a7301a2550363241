import { createDigestSet, type DigestSet } from './digest-set.ts';
import type { KvStore } from './kv-store.ts';

type Entry = { value: string; expiresAt: number };

/** One-instance store; entries expire lazily on read and in a periodic sweep. */
export function createMemoryKvStore(now: () => number = Date.now): KvStore {
  const values = new Map<string, Entry>();
  const sets = new Map<string, Map<string, number>>();
  const digests = new Map<string, DigestSet>();

  const live = (key: string): Entry | undefined => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= now()) {
      values.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const key of values.keys()) live(key);
  }, 60_000);
  sweep.unref();

  const set = (key: string) => {
    let s = sets.get(key);
    if (!s) sets.set(key, (s = new Map()));
    return s;
  };

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      values.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async take(key) {
      const entry = live(key);
      values.delete(key);
      return entry?.value ?? null;
    },
    async addDigest(namespace, digest, ttlMs) {
      let set = digests.get(namespace);
      if (!set) digests.set(namespace, (set = createDigestSet(now)));
      return set.add(digest, ttlMs);
    },
    async del(key) {
      values.delete(key);
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const next = { value: String(Number(entry?.value ?? 0) + 1), expiresAt: entry?.expiresAt ?? now() + ttlMs };
      values.set(key, next);
      return { count: Number(next.value), resetInMs: next.expiresAt - now() };
    },
    async sortedSetAdd(key, member, score) {
      set(key).set(member, score);
    },
    async sortedSetRemove(key, member) {
      sets.get(key)?.delete(member);
    },
    async sortedSetScore(key, member) {
      return sets.get(key)?.get(member) ?? null;
    },
    async sortedSetRangeByScore(key, min, max) {
      return [...(sets.get(key) ?? [])].filter(([, s]) => s >= min && s <= max).map(([m]) => m);
    },
    async sortedSetRemoveByScore(key, min, max) {
      const s = sets.get(key);
      if (!s) return;
      for (const [m, score] of s) if (score >= min && score <= max) s.delete(m);
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      values.clear();
      sets.clear();
      digests.clear();
    },
  };
}
