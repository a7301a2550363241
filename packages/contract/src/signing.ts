import { hmac } from '@noble/hashes/hmac.js';
import { sha224, sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * D4 request signing: one implementation for the client, the server and tests.
 *
 *   with a body:    X-Signature = hex HMAC-SHA-224(appKey, hex SHA-256(METHOD \n path \n timestamp \n body))
 *   without a body: X-Signature = hex HMAC-SHA-224(appKey, timestamp)
 *   X-Token        = hex HMAC-SHA-224(appKey, "x-token:" + timestamp)
 *   B-Token        = hex HMAC-SHA-224(appKey, "b-token:" + timestamp)
 *
 * `path` is the request path as sent, with the /api/v1 prefix and any query string. The app key ships
 * in the client, so this stops tampering and naive replay, not a determined attacker.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export const SIGNING_HEADERS = {
  timestamp: 'x-timestamp',
  signature: 'x-signature',
  xToken: 'x-token',
  bToken: 'b-token',
} as const;

export type SignInput = {
  method: string;
  path: string;
  timestamp: number;
  /** The exact body bytes sent, or undefined/empty when there is none. */
  body?: string | Uint8Array | undefined;
};

export type SignedHeaders = {
  'X-Timestamp': string;
  'X-Signature': string;
  'X-Token': string;
  'B-Token': string;
};

/** The two hash primitives the signature needs; Node's crypto can stand in for @noble on the server. */
export type SigningPrimitives = {
  hmacSha224Hex(key: string, message: string | Uint8Array): string;
  /** Hex SHA-256 of `head`'s UTF-8 bytes followed by `body`'s bytes (the body's signature payload). */
  requestDigestHex(head: string, body: Uint8Array): string;
  /**
   * Optional, for primitives that remember what a millisecond's requests share (under load many carry
   * the same timestamp, and every member's heartbeat the same body): X-Token and B-Token of a timestamp
   * (hmacSha224Hex of `x-token:<ts>` and `b-token:<ts>`), and X-Signature: hmacSha224Hex of `ts`
   * without a body, of requestDigestHex(head, bytes) with one (`head` ending in `ts`).
   */
  remembered?: {
    timestampTokensHex(key: string, ts: string): { xToken: string; bToken: string };
    signatureHex(key: string, ts: string, body?: { head: string; bytes: Uint8Array }): string;
  };
};

export function hmacSha224Hex(key: string | Uint8Array, message: string | Uint8Array): string {
  const k = typeof key === 'string' ? utf8ToBytes(key) : key;
  const m = typeof message === 'string' ? utf8ToBytes(message) : message;
  return bytesToHex(hmac(sha224, k, m));
}

export const noblePrimitives: SigningPrimitives = {
  hmacSha224Hex,
  requestDigestHex: (head, body) => bytesToHex(sha256(concat(utf8ToBytes(head), body))),
};

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Constant-time comparison of two hex strings, so timing does not reveal a matching prefix. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/** The signing rule of D4 over the given primitives: the one definition used by client, server and tests. */
export function createSigning(primitives: SigningPrimitives) {
  const headOf = (method: string, path: string, timestamp: number | string) => `${method.toUpperCase()}\n${path}\n${timestamp}\n`;
  const bodyBytes = (body: string | Uint8Array | undefined) => (typeof body === 'string' ? utf8ToBytes(body) : body);

  function signaturePayload(input: SignInput): string {
    const bytes = bodyBytes(input.body);
    if (!bytes || bytes.length === 0) return String(input.timestamp);
    return primitives.requestDigestHex(headOf(input.method, input.path, input.timestamp), bytes);
  }

  /** X-Signature: the HMAC of the timestamp (no body), or of the body's digest. `ts` is the timestamp as sent. */
  function signatureOf(appKey: string, method: string, path: string, ts: string, body: string | Uint8Array | undefined): string {
    const bytes = bodyBytes(body);
    const signed = bytes && bytes.length > 0 ? { head: headOf(method, path, ts), bytes } : undefined;
    if (primitives.remembered) return primitives.remembered.signatureHex(appKey, ts, signed);
    return primitives.hmacSha224Hex(appKey, signed ? primitives.requestDigestHex(signed.head, signed.bytes) : ts);
  }

  /** X-Token and B-Token of a timestamp as sent. */
  function tokensOf(appKey: string, ts: string): { xToken: string; bToken: string } {
    if (primitives.remembered) return primitives.remembered.timestampTokensHex(appKey, ts);
    return { xToken: primitives.hmacSha224Hex(appKey, `x-token:${ts}`), bToken: primitives.hmacSha224Hex(appKey, `b-token:${ts}`) };
  }

  function signRequest(appKey: string, input: SignInput): SignedHeaders {
    const ts = String(input.timestamp);
    const { xToken, bToken } = tokensOf(appKey, ts);
    return { 'X-Timestamp': ts, 'X-Signature': signatureOf(appKey, input.method, input.path, ts, input.body), 'X-Token': xToken, 'B-Token': bToken };
  }

  /** Checks all four (lower-case) headers against one app key; freshness is checked against `now`. */
  function checkSignature(
    appKey: string,
    headers: Partial<Record<string, string>>,
    request: Omit<SignInput, 'timestamp'>,
    now: number,
  ): SignatureCheck {
    const ts = headers[SIGNING_HEADERS.timestamp];
    const sig = headers[SIGNING_HEADERS.signature];
    const xt = headers[SIGNING_HEADERS.xToken];
    const bt = headers[SIGNING_HEADERS.bToken];
    if (!ts || !sig || !xt || !bt || !/^\d{1,16}$/.test(ts)) return { ok: false, reason: 'missing' };
    const timestamp = Number(ts);
    if (Math.abs(now - timestamp) > SIGNATURE_WINDOW_MS) return { ok: false, reason: 'stale' };
    // X-Token and B-Token are cheap to check first: a request signed under another brand's key fails here.
    const { xToken, bToken } = tokensOf(appKey, ts);
    if (!constantTimeEqual(xToken, xt.toLowerCase()) || !constantTimeEqual(bToken, bt.toLowerCase())) return { ok: false, reason: 'mismatch' };
    const signature = signatureOf(appKey, request.method, request.path, ts, request.body);
    return constantTimeEqual(signature, sig.toLowerCase()) ? { ok: true } : { ok: false, reason: 'mismatch' };
  }

  return { signaturePayload, signRequest, checkSignature };
}

const nobleSigning = createSigning(noblePrimitives);
export const signaturePayload = nobleSigning.signaturePayload;
export const signRequest = nobleSigning.signRequest;
export const checkSignature = nobleSigning.checkSignature;
