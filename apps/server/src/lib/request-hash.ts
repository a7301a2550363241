import { createHash } from 'node:crypto';

/**
 * The fingerprint of what a money request asks for, stored with its idempotency key: the same key
 * sent again with the same request replays the first answer, with another request it is refused.
 * Keys are sorted, so the order a caller lists the fields in does not matter.
 */
export function requestHash(kind: string, payload: Record<string, string | number | boolean | null>): string {
  const canonical = JSON.stringify([kind, Object.keys(payload).sort().map((k) => [k, payload[k]])]);
  return createHash('sha256').update(canonical).digest('hex');
}
