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

/** Messages this short are the ones made from a timestamp: X-Token's `x-token:<ms>`, B-Token's, a bodyless call's `<ms>`. */
const SHORT_MESSAGE_CHARS = 32;
/** Short messages' HMACs kept per key and generation (two generations): a second or more of distinct timestamps. */
const GENERATION = 2048;

/**
 * An app key's HMAC that remembers those of short messages. Clients sign with the server's clock
 * (serverNow), so under load many requests carry the same millisecond, and its X-Token and B-Token
 * — a pure function of key and timestamp, and no secret: the key ships in the client — need not be
 * worked out again for each; every request's tokens are still compared with them. Messages made from
 * a request's body (its digest) are never the same twice, and are not kept. Two generations, the
 * older dropped whole when the newer fills: forgetting costs nothing per message.
 */
function rememberingHmac(key: string): (message: string | Uint8Array) => string {
  const hmac = keyedHmacSha224Hex(key);
  let recent = new Map<string, string>();
  let older = new Map<string, string>();
  return (message) => {
    if (typeof message !== 'string' || message.length > SHORT_MESSAGE_CHARS) return hmac(message);
    let digest = recent.get(message) ?? older.get(message);
    if (digest === undefined) {
      digest = hmac(message);
      if (recent.size >= GENERATION) [older, recent] = [recent, new Map()];
      recent.set(message, digest);
    }
    return digest;
  };
}

/** The keyed HMACs of the app keys seen so far: a handful of brands, so it stays tiny. */
const keyed = new Map<string, (message: string | Uint8Array) => string>();

export const nodePrimitives: SigningPrimitives = {
  hmacSha224Hex(key, message) {
    let hmac = keyed.get(key);
    if (!hmac) keyed.set(key, (hmac = rememberingHmac(key)));
    return hmac(message);
  },
  requestDigestHex(head, body) {
    // One buffer from the pool, the head written straight into it: no TextEncoder, no second copy.
    const headBytes = Buffer.byteLength(head);
    const input = Buffer.allocUnsafe(headBytes + body.length);
    input.write(head, 0, 'utf8');
    input.set(body, headBytes);
    return hash('sha256', input, 'hex');
  },
};

/** D4's signing rule over Node's native crypto: the same rule as the client's, several times faster. */
export const nodeSigning = createSigning(nodePrimitives);
