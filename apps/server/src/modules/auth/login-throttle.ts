import { retryWait, tooManyRequests } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';

/**
 * Failed logins are counted per account and per address; past either limit, login answers 429 with
 * the wait in words, until the window that began with the first failure ends.
 */
export function createLoginThrottle(opts: {
  kv: KvStore;
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}) {
  const keys = (username: string, ip: string) => [`login-fail:acct:${username.toLowerCase()}`, `login-fail:ip:${ip}`] as const;

  async function assertAllowed(username: string, ip: string) {
    const [accountKey, addressKey] = keys(username, ip);
    const [account, address] = await Promise.all([opts.kv.get(accountKey), opts.kv.get(addressKey)]);
    const blocked: string[] = [];
    if (Number(account ?? 0) >= opts.maxPerAccount) blocked.push(accountKey);
    if (Number(address ?? 0) >= opts.maxPerAddress) blocked.push(addressKey);
    if (blocked.length === 0) return;
    const waits = await Promise.all(blocked.map((k) => opts.kv.ttl(k)));
    const waitMs = Math.max(...waits, 1000);
    throw tooManyRequests(`Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${retryWait(waitMs)}.`, waitMs / 1000);
  }

  async function recordFailure(username: string, ip: string) {
    await Promise.all(keys(username, ip).map((key) => opts.kv.increment(key, opts.windowMs)));
  }

  async function recordSuccess(username: string, ip: string) {
    await opts.kv.del(keys(username, ip)[0]);
  }

  return { assertAllowed, recordFailure, recordSuccess };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
