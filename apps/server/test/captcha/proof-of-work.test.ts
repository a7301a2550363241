import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createChallenge,
  leadingZeroBits,
  solveProofOfWork,
  verifyProofOfWork,
} from '../../src/modules/captcha/proof-of-work.ts';

describe('leadingZeroBits', () => {
  it('counts zero bits from the most significant bit of the first byte', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0xff, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x80]))).toBe(8);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x01]))).toBe(23);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0]))).toBe(24);
    expect(leadingZeroBits(new Uint8Array([]))).toBe(0);
  });
});

describe('proof of work', () => {
  it('makes 32-hex-digit challenges', () => {
    const a = createChallenge();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(createChallenge()).not.toBe(a);
  });

  it('accepts a brute-forced nonce and refuses a wrong one', () => {
    const challenge = createChallenge();
    const nonce = solveProofOfWork(challenge, 12);
    expect(verifyProofOfWork(challenge, nonce, 12)).toBe(true);
    // Hashed as the UTF-8 of challenge + nonce.
    const digest = createHash('sha256').update(Buffer.from(challenge + nonce, 'utf8')).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(12);

    let wrong = 0;
    while (leadingZeroBits(createHash('sha256').update(`${challenge}w${wrong}`).digest()) >= 12) wrong++;
    expect(verifyProofOfWork(challenge, `w${wrong}`, 12)).toBe(false);
    // Another challenge's nonce does not carry over (fails once in 65,536 runs at 16 bits).
    expect(verifyProofOfWork(createChallenge(), solveProofOfWork(challenge, 16), 16)).toBe(false);
  });

  it("refuses nonces outside the contract's alphabet and length", () => {
    const challenge = createChallenge();
    expect(verifyProofOfWork(challenge, '', 0)).toBe(false);
    expect(verifyProofOfWork(challenge, 'a-b', 0)).toBe(false);
    expect(verifyProofOfWork(challenge, 'a'.repeat(33), 0)).toBe(false);
    expect(verifyProofOfWork(challenge, 'a'.repeat(32), 0)).toBe(true);
  });
});
