import { createHash, randomBytes } from 'node:crypto';

/**
 * D6: the captcha's proof of work. The client finds a nonce (1–32 letters and digits) such that
 * SHA-256 of the UTF-8 bytes of `challenge + nonce` starts with `difficulty` zero bits. Each extra
 * bit doubles the expected work: 16 bits ≈ 65,536 hashes, about 0.1–0.3 s in a browser Web Worker
 * with WebCrypto, and one hash for the server to check.
 */
export const DEFAULT_POW_DIFFICULTY = 16;
/** Beyond this no browser finishes in reasonable time; a configuration error. */
export const MAX_POW_DIFFICULTY = 32;
const NONCE_PATTERN = /^[0-9a-zA-Z]{1,32}$/;

/** A fresh challenge: 16 random bytes as 32 lower-case hex digits. */
export function createChallenge(): string {
  return randomBytes(16).toString('hex');
}

/** Number of leading zero bits of `buf` (8 per zero byte, then the first set bit's position). */
export function leadingZeroBits(buf: Uint8Array): number {
  let bits = 0;
  for (const byte of buf) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function proofOfWorkHash(challenge: string, nonce: string): Buffer {
  return createHash('sha256').update(challenge + nonce, 'utf8').digest();
}

export function verifyProofOfWork(challenge: string, nonce: string, difficulty: number): boolean {
  if (!NONCE_PATTERN.test(nonce)) return false;
  return leadingZeroBits(proofOfWorkHash(challenge, nonce)) >= difficulty;
}

/**
 * Brute force, as the client's worker does (nonces 0, 1, 2, … in base 36). For tests, benchmarks and
 * scripted clients; at 16 bits it takes Node about a tenth of a second.
 */
export function solveProofOfWork(challenge: string, difficulty: number): string {
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (leadingZeroBits(proofOfWorkHash(challenge, nonce)) >= difficulty) return nonce;
  }
}
