import { sha256 } from '@noble/hashes/sha2.js';

/** Leading zero bits of a digest, counted from the first byte's high bit. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/**
 * D6 proof of work: the smallest nonce (a decimal string counting up from 0) such that
 * SHA-256(UTF-8(challenge + nonce)) has at least `difficulty` leading zero bits.
 */
export function findNonce(challenge: string, difficulty: number): string {
  const prefix = new TextEncoder().encode(challenge);
  const buffer = new Uint8Array(prefix.length + 20);
  buffer.set(prefix);
  for (let n = 0; n <= Number.MAX_SAFE_INTEGER; n++) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) buffer[prefix.length + i] = digits.charCodeAt(i);
    if (leadingZeroBits(sha256(buffer.subarray(0, prefix.length + digits.length))) >= difficulty) return digits;
  }
  throw new Error('No nonce found');
}
