import { retryWait, tooManyRequests } from './errors.ts';
import type { KvStore } from './kv/kv-store.ts';

/** A fixed-window limit on something that can be guessed or enumerated (account checks, captcha). */
export async function enforceRateLimit(kv: KvStore, key: string, limit: number, windowMs: number) {
  const { count, resetInMs } = await kv.increment(`rate:${key}`, windowMs);
  if (count > limit) {
    throw tooManyRequests(`Bạn thao tác quá nhanh. Vui lòng thử lại sau ${retryWait(resetInMs)}.`, resetInMs / 1000);
  }
}
