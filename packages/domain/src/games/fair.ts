import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair commit–reveal. Before a round the server shows `serverSeedHash(serverSeed)`; the member
 * picks a client seed; each round has a nonce. Every draw of the round comes from HMAC-SHA-256 keyed by
 * the server seed, so once the seed is revealed anyone can recompute the round and check the hash.
 *
 * The seed is used as TEXT (its 64 hex characters, UTF-8) both as the HMAC key and as what is hashed,
 * not as the 32 bytes the hex spells: then any HMAC or SHA-256 tool on the web checks a round by pasting
 * the strings as shown, with no hex decoding step for the member to get wrong.
 */

/** A server seed: 32 random bytes written as 64 lower-case hex characters (one spelling per seed). */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** What a member may type as client seed: short, and only characters that survive any URL or copy-paste. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const CLIENT_SEED_RULE =
  'Hạt giống của bạn (client seed) phải dài từ 1 đến 64 ký tự, chỉ gồm chữ cái không dấu, chữ số, dấu gạch dưới (_) hoặc dấu gạch ngang (-).';

export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED_PATTERN.test(clientSeed);
}

/** A fresh server seed. Uses the platform's CSPRNG (Web Crypto), present in browsers and Node 20. */
export function generateServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

export function serverSeedHash(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** True when the revealed seed is the one committed to by `hash` (compared case-insensitively). */
export function verifyServerSeed(serverSeed: string, hash: string): boolean {
  return SERVER_SEED_PATTERN.test(serverSeed) && serverSeedHash(serverSeed) === hash.toLowerCase();
}

/** The round's first 32 bytes: HMAC-SHA-256(key = server seed, message = `${clientSeed}:${nonce}`). */
export function roundDigest(serverSeed: string, clientSeed: string, nonce: number): Uint8Array {
  return new RoundRandom(serverSeed, clientSeed, nonce).block(0);
}

/** What the games draw from: an unbiased integer in [0, n). Tests script it; rounds use RoundRandom. */
export interface RandomSource {
  nextInt(n: number): number;
}

const TWO_32 = 2 ** 32;

/**
 * The round's stream of unbiased integers. Block 0 is `roundDigest`; block k ≥ 1 is
 * HMAC(serverSeed, `${clientSeed}:${nonce}:${k}`). Each block gives eight big-endian 32-bit words, read in
 * order. `nextInt(n)` takes words until one falls below the largest multiple of n under 2^32 and returns
 * it mod n (rejection sampling: no value of [0, n) is favoured). So the whole round, free spins included,
 * is a function of (serverSeed, clientSeed, nonce) and the order in which the game draws.
 */
export class RoundRandom implements RandomSource {
  private readonly keyed: KeyedHmac;
  private readonly prefix: string;
  private readonly current = new Uint8Array(32);
  private wordIndex = 8;
  private blocksUsed = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    assertServerSeed(serverSeed);
    if (!isValidClientSeed(clientSeed)) throw new RangeError(CLIENT_SEED_RULE);
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
    this.keyed = keyedHmac(serverSeed);
    this.prefix = `${clientSeed}:${nonce}`;
  }

  /** The k-th 32-byte block of the round (block 0 is the round digest), without moving the stream. */
  block(k: number): Uint8Array {
    const out = new Uint8Array(32);
    this.blockInto(k, out);
    return out;
  }

  /** How many HMAC blocks the round has consumed so far: shown in a recall, and a check on draw order. */
  get blocksConsumed(): number {
    return this.blocksUsed;
  }

  nextUint32(): number {
    if (this.wordIndex === 8) {
      this.blockInto(this.blocksUsed, this.current);
      this.blocksUsed += 1;
      this.wordIndex = 0;
    }
    const b = this.current;
    const i = this.wordIndex * 4;
    this.wordIndex += 1;
    return (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
  }

  nextInt(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`nextInt needs 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % n;
    }
  }

  private blockInto(k: number, out: Uint8Array): void {
    // noble's clone protocol: _cloneInto copies the keyed state into an existing instance, reusing its
    // buffers (clone() is _cloneInto() into a fresh one). A simulation draws millions of blocks, and
    // the fresh buffers of clone() cost more in garbage collection than the hashing itself. One scratch
    // instance serves all rounds: a block is computed start to finish without yielding.
    const state = this.keyed._cloneInto(scratch);
    scratch = state;
    state.update(utf8ToBytes(k === 0 ? this.prefix : `${this.prefix}:${k}`)).digestInto(out);
  }
}

type KeyedHmac = _HMAC<_SHA256>;
let lastKeyed: { serverSeed: string; keyed: KeyedHmac } | undefined;
let scratch: KeyedHmac | undefined;

/**
 * The HMAC state after the key, kept for the last seed: one seed serves many rounds (the nonce counts
 * them), and keying costs as much as a block. Blocks copy it and never write to it.
 */
function keyedHmac(serverSeed: string): KeyedHmac {
  if (lastKeyed?.serverSeed !== serverSeed) lastKeyed = { serverSeed, keyed: hmac.create(sha256, utf8ToBytes(serverSeed)) };
  return lastKeyed.keyed;
}

function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('server seed must be 64 lower-case hex characters');
}
