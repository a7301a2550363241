/** The provider API's signature (packages/contract/src/sandbox-provider.ts): the platform's adapter and the sandbox provider sign and check with these. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_SIGNATURE_MAX_AGE_MS } from '@app/contract/sandbox-provider';
import type { Database } from '../db/database.ts';
import { serverSecret } from '../db/server-secrets.ts';

/** server_secrets name of the key the platform and the sandbox provider sign their calls with. */
export const PROVIDER_SECRET_NAME = 'sandbox-provider';

export const providerSecret = (db: Database): Promise<string> => serverSecret(db, PROVIDER_SECRET_NAME);

const mac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The `x-provider-signature` value for `body` sent at `now`: `t=<unix ms>,s=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function signProviderBody(secret: string, body: string, now: number = Date.now()): string {
  return `t=${now},s=${mac(secret, now, body)}`;
}

/** The headers of a signed JSON call (content type and signature). */
export function providerSignatureHeaders(secret: string, body: string, now: number = Date.now()): Record<string, string> {
  return { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, body, now) };
}

export type ProviderSignatureVerdict = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'wrong' };

/**
 * Checks a signature over the exact body bytes received: well formed, made within 60 s of `now` (either
 * way, so a clock ahead cannot mint signatures that stay valid longer), and equal to ours in constant time.
 */
export function verifyProviderSignature(secret: string, body: string, header: string | string[] | undefined, now: number = Date.now()): ProviderSignatureVerdict {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  const match = typeof header === 'string' ? /^t=(\d{1,16}),s=([0-9a-f]{64})$/i.exec(header.trim()) : null;
  if (!match) return { ok: false, reason: 'malformed' };
  const t = Number(match[1]);
  if (Math.abs(now - t) > PROVIDER_SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  const given = Buffer.from(match[2]!.toLowerCase(), 'hex');
  return timingSafeEqual(given, Buffer.from(mac(secret, t, body), 'hex')) ? { ok: true } : { ok: false, reason: 'wrong' };
}
