import { hash } from 'node:crypto';
import { createSigning, type SigningPrimitives } from '@app/contract';

/** SHA-224's block size in bytes, which sets the HMAC key pads (RFC 2104). */
const BLOCK_BYTES = 64;
const SHA224_BYTES = 28;

/**
 * HMAC-SHA-224 under one fixed key, with the key's inner and outer pads worked out once:
 * HMAC(K, m) = H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m)) (RFC 2104). Each call is then two one-shot
 * hashes, more than twice as fast as createHmac, which prepares the key again on every call (and
 * Node cannot copy a keyed HMAC state). The answer is the same bytes: the RFC 4231 vectors and the
 * @noble cross-check in test/api/node-signing.test.ts hold it to that.
 */
export function keyedHmacSha224Hex(key: string | Uint8Array): (message: string | Uint8Array) => string {
  let keyBytes: Buffer = typeof key === 'string' ? Buffer.from(key, 'utf8') : Buffer.from(key);
  if (keyBytes.length > BLOCK_BYTES) keyBytes = hash('sha224', keyBytes, 'buffer');
  const innerPad = Buffer.alloc(BLOCK_BYTES);
  // The outer hash's input: the outer pad, then room for the inner digest (filled per call).
  const outerInput = Buffer.alloc(BLOCK_BYTES + SHA224_BYTES);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const k = keyBytes[i] ?? 0;
    innerPad[i] = k ^ 0x36;
    outerInput[i] = k ^ 0x5c;
  }
  // With an ASCII key (every app key) the inner pad is ASCII too, so it can lead a string message
  // into the hash as one string: UTF-8 encodes it to the very same bytes, without a Buffer.
  const innerPadText = innerPad.every((b) => b < 0x80) ? innerPad.toString('latin1') : undefined;
  const innerDigest = (message: string | Uint8Array): string => {
    if (typeof message === 'string' && innerPadText !== undefined) return hash('sha224', innerPadText + message, 'binary');
    const bytes = typeof message === 'string' ? Buffer.from(message, 'utf8') : message;
    const innerInput = Buffer.allocUnsafe(BLOCK_BYTES + bytes.length);
    innerPad.copy(innerInput, 0);
    innerInput.set(bytes, BLOCK_BYTES);
    return hash('sha224', innerInput, 'binary');
  };
  return (message) => {
    // The inner digest travels as a 'binary' (latin1) string, one char per byte: Node hands that
    // back far faster than a Buffer. Synchronous, so sharing outerInput between calls is safe.
    outerInput.write(innerDigest(message), BLOCK_BYTES, SHA224_BYTES, 'binary');
    return hash('sha224', outerInput, 'hex');
  };
}

/** Bodies this small are the frequent ones signed alike by many members: the heartbeat's `{"online":true}`. */
const SMALL_BODY_BYTES = 64;
/** Milliseconds remembered per key: one slot each, by the timestamp's last digits (some 4 s of distinct timestamps). */
const SLOTS = 4096;

function sha256Hex(head: string, body: Uint8Array): string {
  // One buffer from the pool, the head written straight into it: no TextEncoder, no second copy.
  const headBytes = Buffer.byteLength(head);
  const input = Buffer.allocUnsafe(headBytes + body.length);
  input.write(head, 0, 'utf8');
  input.set(body, headBytes);
  return hash('sha256', input, 'hex');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What one millisecond's requests share: its tokens, its bodyless signature, and the signature of the last small body signed in it. */
type Millisecond = { ts: string; xToken: string; bToken: string; bodyless?: string; head?: string; body?: Uint8Array; bodySignature?: string };

/** The slot of a timestamp: its last four digits, fewer slots than that (a character not a digit still lands in one). */
function slotIndex(ts: string): number {
  let n = 0;
  for (let i = Math.max(0, ts.length - 4); i < ts.length; i++) n = n * 10 + ((ts.charCodeAt(i) - 48) & 15);
  return n % SLOTS;
}

/**
 * An app key's HMAC, remembering per millisecond what its requests share. Clients sign with the
 * server's clock (serverNow), so under load many requests carry the same millisecond: their X-Token
 * and B-Token, a bodyless call's X-Signature, and that of the same small body on the same call (every
 * member's heartbeat) are a pure function of key, call and timestamp — and no secret: the key ships in
 * the client — so they need not be worked out again for each; every request's headers are still
 * compared with them. One slot per millisecond, found by the timestamp's last digits, a later
 * millisecond taking the slot over: no string to hash, no map to grow. A larger body's signature is
 * worked out each time.
 */
function keyedSigning(key: string) {
  const hmac = keyedHmacSha224Hex(key);
  const slots: (Millisecond | undefined)[] = new Array(SLOTS).fill(undefined);
  const millisecond = (ts: string): Millisecond => {
    const index = slotIndex(ts);
    let slot = slots[index];
    if (slot === undefined || slot.ts !== ts) slots[index] = slot = { ts, xToken: hmac(`x-token:${ts}`), bToken: hmac(`b-token:${ts}`) };
    return slot;
  };
  return {
    hmac,
    timestampTokensHex: (ts: string) => millisecond(ts),
    signatureHex(ts: string, body?: { head: string; bytes: Uint8Array }): string {
      if (body === undefined) return (millisecond(ts).bodyless ??= hmac(ts));
      const { head, bytes } = body;
      if (bytes.length > SMALL_BODY_BYTES) return hmac(sha256Hex(head, bytes));
      const slot = millisecond(ts);
      if (slot.head === head && sameBytes(slot.body!, bytes)) return slot.bodySignature!;
      slot.head = head;
      slot.body = Uint8Array.from(bytes);
      return (slot.bodySignature = hmac(sha256Hex(head, bytes)));
    },
  };
}

/** The keyed signing of the app keys seen so far: a handful of brands, so it stays tiny. */
const keyed = new Map<string, ReturnType<typeof keyedSigning>>();
function signingFor(key: string) {
  let signing = keyed.get(key);
  if (!signing) keyed.set(key, (signing = keyedSigning(key)));
  return signing;
}

export const nodePrimitives: SigningPrimitives = {
  hmacSha224Hex: (key, message) => signingFor(key).hmac(message),
  requestDigestHex: sha256Hex,
  remembered: {
    timestampTokensHex: (key, ts) => signingFor(key).timestampTokensHex(ts),
    signatureHex: (key, ts, body) => signingFor(key).signatureHex(ts, body),
  },
};

/** D4's signing rule over Node's native crypto: the same rule as the client's, several times faster. */
export const nodeSigning = createSigning(nodePrimitives);
