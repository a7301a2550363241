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
/** Bodies this small are the frequent ones signed alike by many members: the heartbeat's `{"online":true}`. */
const SMALL_BODY_BYTES = 64;
/** Answers kept per key and generation (two generations): a second or more of distinct timestamps. */
const GENERATION = 2048;

/** What was worked out for the latest inputs: two generations, the older dropped whole when the newer fills. */
function remembering(work: (input: string) => string): (input: string) => string {
  let recent = new Map<string, string>();
  let older = new Map<string, string>();
  return (input) => {
    let answer = recent.get(input) ?? older.get(input);
    if (answer === undefined) {
      answer = work(input);
      if (recent.size >= GENERATION) [older, recent] = [recent, new Map()];
      recent.set(input, answer);
    }
    return answer;
  };
}

function sha256Hex(head: string, body: Uint8Array): string {
  // One buffer from the pool, the head written straight into it: no TextEncoder, no second copy.
  const headBytes = Buffer.byteLength(head);
  const input = Buffer.allocUnsafe(headBytes + body.length);
  input.write(head, 0, 'utf8');
  input.set(body, headBytes);
  return hash('sha256', input, 'hex');
}

type KeyedSigning = { hmac: (message: string | Uint8Array) => string; bodySignature: (head: string, body: Uint8Array) => string };

/**
 * An app key's HMAC and body signature, remembering the answers for frequent inputs. Clients sign
 * with the server's clock (serverNow), so under load many requests carry the same millisecond: their
 * X-Token and B-Token, and the X-Signature of the same small body on the same call (every member's
 * heartbeat), are a pure function of key, call and timestamp — and no secret: the key ships in the
 * client — so they need not be worked out again for each; every request's headers are still
 * compared with them. A larger body's signature is worked out each time.
 */
function keyedSigning(key: string): KeyedSigning {
  const hmac = keyedHmacSha224Hex(key);
  const shortHmac = remembering(hmac);
  // Keyed by the head and the body's bytes one character each: the head (METHOD\npath\nms\n, no
  // line break in a path) ends where its third line break is, so no two (head, body) share a key.
  const smallBodySignature = remembering((headAndBody) => {
    const split = headAndBody.indexOf('\n', headAndBody.indexOf('\n', headAndBody.indexOf('\n') + 1) + 1) + 1;
    return hmac(sha256Hex(headAndBody.slice(0, split), Buffer.from(headAndBody.slice(split), 'latin1')));
  });
  return {
    hmac: (message) => (typeof message === 'string' && message.length <= SHORT_MESSAGE_CHARS ? shortHmac(message) : hmac(message)),
    bodySignature: (head, body) =>
      body.length <= SMALL_BODY_BYTES ? smallBodySignature(head + Buffer.from(body.buffer, body.byteOffset, body.length).toString('latin1')) : hmac(sha256Hex(head, body)),
  };
}

/** The keyed signing of the app keys seen so far: a handful of brands, so it stays tiny. */
const keyed = new Map<string, KeyedSigning>();
function signingFor(key: string): KeyedSigning {
  let signing = keyed.get(key);
  if (!signing) keyed.set(key, (signing = keyedSigning(key)));
  return signing;
}

export const nodePrimitives: SigningPrimitives = {
  hmacSha224Hex: (key, message) => signingFor(key).hmac(message),
  requestDigestHex: sha256Hex,
  bodySignatureHex: (key, head, body) => signingFor(key).bodySignature(head, body),
};

/** D4's signing rule over Node's native crypto: the same rule as the client's, several times faster. */
export const nodeSigning = createSigning(nodePrimitives);
