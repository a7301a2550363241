/**
 * The small shared-state store several API instances need (D9): captcha puzzles and passes, seen
 * signatures, rate-limit counters, presence. In memory on one instance, Redis when REDIS_URL is set.
 * Every operation that must be atomic across instances is one call here.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key and returns what it held, atomically: only one caller ever gets a value. */
  take(key: string): Promise<string | null>;
  /**
   * Remembers a digest (its first 16 bytes) under a namespace for ttlMs, with no value: true when this
   * call added it, false when it was already there. What is remembered once per request (the seen
   * signatures) goes here: in memory it takes 16 bytes in a typed array, not an object.
   */
  addDigest(namespace: string, digest: Uint8Array, ttlMs: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Milliseconds until the key expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** Adds one to a counter that expires ttlMs after its first increment. */
  increment(key: string, ttlMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Sorted sets, for presence: member → score (a time in ms). */
  sortedSetAdd(key: string, member: string, score: number): Promise<void>;
  sortedSetRemove(key: string, member: string): Promise<void>;
  sortedSetScore(key: string, member: string): Promise<number | null>;
  /** Members with min <= score <= max. */
  sortedSetRangeByScore(key: string, min: number, max: number): Promise<string[]>;
  sortedSetRemoveByScore(key: string, min: number, max: number): Promise<void>;
  /** Resolves when the store answers (Redis PING); /ready calls it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
