import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { hash } from 'node:crypto';
import fp from 'fastify-plugin';
import { SIGNATURE_WINDOW_MS, SIGNING_HEADERS } from '@app/contract';
import { nodeSigning } from '../lib/node-signing.ts';
import { BRANDS, type Brand } from '@app/domain';
import { HttpError, unauthorized } from '../lib/errors.ts';
import { HTTP_MESSAGES } from '../messages/http.ts';
import { parseMemberJson } from '../lib/json.ts';
import type { KvStore } from '../lib/kv/kv-store.ts';
import { withHookFirst } from './route-hooks.ts';
import { BEARER_PREFIX } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is not signed (a caller that cannot set headers); its own credential guards it. */
    signed?: boolean;
  }
  interface FastifyRequest {
    /** The exact body bytes received, for the signature (D4). */
    rawBody?: string;
    /** The same bytes as received, which the signature hashes without encoding the text again. */
    rawBodyBytes?: Buffer;
    /** The brand whose application key signed this request. */
    brand: Brand;
  }
}

// ignoreBOM: the text kept is every byte received (D4 signs the exact bytes); a BOM is then not JSON, a 400.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The error code the error handler turns into "not UTF-8" (400). */
export const INVALID_UTF8 = 'APP_ERR_INVALID_UTF8';

/** 6-bit values of base64url characters (base64's + and / read alike), 4-bit values of hex digits in either case; -1 elsewhere. */
const BASE64URL_VALUE = new Int8Array(128).fill(-1);
const HEX_VALUE = new Int8Array(128).fill(-1);
[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'].forEach((c, v) => (BASE64URL_VALUE[c.charCodeAt(0)] = v));
BASE64URL_VALUE['+'.charCodeAt(0)] = 62;
BASE64URL_VALUE['/'.charCodeAt(0)] = 63;
[...'0123456789abcdef'].forEach((c, v) => (HEX_VALUE[c.charCodeAt(0)] = HEX_VALUE[c.toUpperCase().charCodeAt(0)] = v));

/** The value of `count` characters of `text` from `from`, `bits` each, or -1 if one is not in `table` (count × bits ≤ 32). */
function packed(text: string, from: number, count: number, bits: number, table: Int8Array): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const digit = table[text.charCodeAt(i)] ?? -1;
    if (digit < 0) return -1;
    value = value * (1 << bits) + digit;
  }
  return value;
}

/**
 * Who sent a signature, and the call: a bodyless request signs only its timestamp (D4), so two members
 * whose heartbeats carry the same millisecond sign alike; keyed by the sender, they never collide. Kept
 * compact (a 128-bit key, no value): at 10,000 heartbeats a second Redis holds some 50 bytes a request
 * for about five minutes, one instance's memory 32–64 bytes (digest-set.ts).
 *
 * A member's call with a body (the heartbeat, nearly all traffic) needs no hash: its X-Signature, just
 * verified, already covers the method, the path, the timestamp and the body, and its bearer token ends
 * in the server's own HMAC, which only the token's holder knows: 64 bits of the one (16 hex digits)
 * and 60 of the other (10 base64url characters) make the key. Another sender cannot make a member's
 * key without that token, nor one matching a digest below without choosing bits of a verified HMAC.
 * Any other call: a digest of the sender (the bearer token, or the address when none is sent), the
 * method, the path and the signature.
 */
function seenSignatureKey(request: FastifyRequest): Uint8Array {
  const signature = request.headers[SIGNING_HEADERS.signature] as string;
  const authorization = request.headers.authorization;
  if (request.rawBodyBytes !== undefined && request.rawBodyBytes.length > 0 && authorization !== undefined) {
    const from = authorization.lastIndexOf('.') + 1;
    if (from > 0 && authorization.length - from >= 10) {
      const words = [
        packed(signature, 0, 8, 4, HEX_VALUE),
        packed(signature, 8, 8, 4, HEX_VALUE),
        packed(authorization, from, 5, 6, BASE64URL_VALUE),
        packed(authorization, from + 5, 5, 6, BASE64URL_VALUE),
      ];
      if (words.every((w) => w >= 0)) {
        const key = Buffer.allocUnsafe(16);
        words.forEach((w, i) => key.writeUInt32BE(w, 4 * i));
        return key;
      }
    }
  }
  // A visitor's client sends "Bearer " with no token: every visitor alike, so the address tells them apart.
  const sender = authorization !== undefined && authorization.length > BEARER_PREFIX.length ? authorization : request.ip;
  // One-shot: a Hash object with update and digest costs three times as much on this hot path.
  return hash('sha256', `${sender}\n${request.method}\n${request.url}\n${signature.toLowerCase()}`, 'buffer');
}

/** A signature stays acceptable until its timestamp leaves the window: remember it exactly that long. */
function seenFor(request: FastifyRequest, at: number): number {
  const timestamp = Number(request.headers[SIGNING_HEADERS.timestamp]);
  return Math.max(1000, timestamp + SIGNATURE_WINDOW_MS - at + 1000);
}

/**
 * D4: every API request is signed with a brand's application key over the exact body bytes. The
 * brand is the one whose key verifies; a signature seen before inside the window is refused.
 */
export const requestSigningPlugin = fp(
  async (app: FastifyInstance, opts: { kv: KvStore; now?: () => number }) => {
    const now = opts.now ?? Date.now;
    app.decorateRequest('rawBody', undefined);
    app.decorateRequest('rawBodyBytes', undefined);
    app.decorateRequest('brand', null as unknown as Brand);
    // JSON only: any other media type is 415 before the signature is looked at (Fastify's default
    // text/plain parser would hand the route a body the signature never covered).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = UTF8.decode(body as Buffer);
      } catch {
        return done(Object.assign(new Error('invalid utf-8'), { statusCode: 400, code: INVALID_UTF8 }), undefined);
      }
      request.rawBody = text;
      request.rawBodyBytes = body as Buffer;
      if (text.length === 0) return done(null, undefined);
      try {
        done(null, parseMemberJson(text));
      } catch {
        const error = Object.assign(new Error('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
        done(error, undefined);
      }
    });

    /** Brands in the order tried: the last one that verified first, since nearly all traffic is one brand's. */
    let brands: readonly Brand[] = BRANDS;

    /** The brand whose key signed the request, or the 401 to answer; the order tried changes no verdict. */
    function signingBrand(request: FastifyRequest): Brand | HttpError {
      const headers = request.headers as Record<string, string | undefined>;
      const target = { method: request.method, path: request.url, body: request.rawBodyBytes };
      const at = now();
      let stale = false;
      for (const brand of brands) {
        const result = nodeSigning.checkSignature(brand.appKey, headers, target, at);
        if (result.ok) {
          if (brands[0] !== brand) brands = [brand, ...BRANDS.filter((b) => b !== brand)];
          return brand;
        }
        if (result.reason === 'missing') return unauthorized(HTTP_MESSAGES.signatureMissing);
        if (result.reason === 'stale') stale = true;
      }
      return unauthorized(stale ? HTTP_MESSAGES.deviceClockOff : HTTP_MESSAGES.signatureInvalid);
    }

    /** A callback hook: the only wait is the seen-signature write, so no promise of its own on top. */
    function checkRequestSignature(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const brand = signingBrand(request);
      if (brand instanceof HttpError) return done(brand);
      opts.kv.addDigest('sig', seenSignatureKey(request), seenFor(request, now())).then((fresh) => {
        if (!fresh) return done(unauthorized(HTTP_MESSAGES.replayed));
        request.brand = brand;
        done();
      }, done);
    }
    // Attached to every route of the scope as it is declared, except those that opt out.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.signed !== false) route.preValidation = withHookFirst(checkRequestSignature, route.preValidation);
    });
  },
  { name: 'request-signing' },
);
