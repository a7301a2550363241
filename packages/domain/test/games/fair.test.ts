import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_SEED_RULE,
  RoundRandom,
  SLOT_GAMES,
  generateServerSeed,
  isValidClientSeed,
  roundDigest,
  serverSeedHash,
  spinSlot,
  verifyServerSeed,
} from '../../src/games/index.ts';

const SEED = '3f1c2b0e9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('commit and reveal', () => {
  it('commits to the SHA-256 of the seed text, as any SHA-256 tool computes it', () => {
    expect(serverSeedHash(SEED)).toBe(createHash('sha256').update(SEED, 'utf8').digest('hex'));
  });

  it('accepts the revealed seed and refuses a tampered one or a wrong hash', () => {
    const hash = serverSeedHash(SEED);
    expect(verifyServerSeed(SEED, hash)).toBe(true);
    expect(verifyServerSeed(SEED, hash.toUpperCase())).toBe(true);
    const tampered = `${SEED.slice(0, -1)}${SEED.endsWith('b') ? 'c' : 'b'}`;
    expect(verifyServerSeed(tampered, hash)).toBe(false);
    expect(verifyServerSeed(SEED, serverSeedHash(tampered))).toBe(false);
    expect(verifyServerSeed('not a seed', hash)).toBe(false);
  });

  it('generates seeds of the committed form, never the same twice', () => {
    const a = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(a);
  });
});

describe('round digest', () => {
  it('is HMAC-SHA-256 keyed by the seed text over "clientSeed:nonce"', () => {
    expect(hex(roundDigest(SEED, 'may-man_88', 7))).toBe(createHmac('sha256', SEED).update('may-man_88:7').digest('hex'));
  });

  it('changes with the server seed, the client seed and the nonce', () => {
    const base = hex(roundDigest(SEED, 'abc', 1));
    expect(hex(roundDigest(generateServerSeed(), 'abc', 1))).not.toBe(base);
    expect(hex(roundDigest(SEED, 'abd', 1))).not.toBe(base);
    expect(hex(roundDigest(SEED, 'abc', 2))).not.toBe(base);
  });
});

describe('client seed', () => {
  it('takes 1–64 of A–Z, a–z, 0–9, _ and -', () => {
    for (const ok of ['a', 'Z9_-', 'x'.repeat(64)]) expect(isValidClientSeed(ok)).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'có dấu', 'a b', 'a:b', 'a/b']) expect(isValidClientSeed(bad)).toBe(false);
  });

  it('is refused by the round with the sentence the member sees', () => {
    expect(() => new RoundRandom(SEED, 'a:b', 0)).toThrow(CLIENT_SEED_RULE);
  });
});

describe('RoundRandom', () => {
  it('reads big-endian words from the digest, then from HMAC(seed, "client:nonce:k")', () => {
    const random = new RoundRandom(SEED, 'abc', 5);
    const words = Array.from({ length: 17 }, () => random.nextUint32());
    const block = (message: string) => createHmac('sha256', SEED).update(message).digest();
    const expected = [block('abc:5'), block('abc:5:1'), block('abc:5:2')].flatMap((b) => Array.from({ length: 8 }, (_, i) => b.readUInt32BE(i * 4)));
    expect(words).toEqual(expected.slice(0, 17));
    expect(random.blocksConsumed).toBe(3);
  });

  it('is deterministic given (server seed, client seed, nonce)', () => {
    const draw = () => {
      const random = new RoundRandom(SEED, 'abc', 42);
      return Array.from({ length: 100 }, () => random.nextInt(37));
    };
    expect(draw()).toEqual(draw());
  });

  it('draws every value of [0, 7) about equally often (chi-square over 100,000 draws)', { timeout: 120_000 }, () => {
    const counts = new Array<number>(7).fill(0);
    const n = 100_000;
    // 1,000 rounds of 100 draws: each round spans several HMAC blocks, so both block kinds are exercised.
    for (let nonce = 0; nonce < 1_000; nonce += 1) {
      const random = new RoundRandom(SEED, 'chi', nonce);
      for (let i = 0; i < 100; i += 1) {
        const value = random.nextInt(7);
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
    const expected = n / 7;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 6 degrees of freedom: P(χ² > 35) ≈ 5e-6, generous for a fixed seed that passes or fails the same way each run.
    expect(chiSquare).toBeLessThan(35);
    expect(counts.every((c) => c > 0)).toBe(true);
  });

  it('covers the edges of its range and refuses what it cannot draw', () => {
    const random = new RoundRandom(SEED, 'edge', 0);
    expect(random.nextInt(1)).toBe(0);
    const big = random.nextInt(2 ** 32);
    expect(Number.isInteger(big) && big >= 0 && big < 2 ** 32).toBe(true);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => random.nextInt(n)).toThrow(RangeError);
    expect(() => new RoundRandom(SEED.toUpperCase(), 'abc', 0)).toThrow(RangeError);
    expect(() => new RoundRandom(SEED, 'abc', -1)).toThrow(RangeError);
  });
});

describe('game recall', () => {
  const def = SLOT_GAMES['kho-bau-rong'];

  it('recomputes a round, free spins included, from the revealed seed', () => {
    // Find a round with free spins so the recall covers draws past the first block.
    let nonce = 0;
    while (!spinSlot(def, new RoundRandom(SEED, 'recall', nonce), 1_000).triggersFreeSpins) nonce += 1;
    const recorded = JSON.parse(JSON.stringify(spinSlot(def, new RoundRandom(SEED, 'recall', nonce), 1_000)));
    expect(recorded.freeSpins.length).toBeGreaterThanOrEqual(10);
    expect(spinSlot(def, new RoundRandom(SEED, 'recall', nonce), 1_000)).toEqual(recorded);
  });

  it('gives another outcome for another server seed, client seed or nonce', () => {
    const stops = (seed: string, client: string, nonce: number) => spinSlot(def, new RoundRandom(seed, client, nonce), 1_000).stops;
    const original = stops(SEED, 'recall', 3);
    expect(stops(generateServerSeed(), 'recall', 3)).not.toEqual(original);
    expect(stops(SEED, 'recall2', 3)).not.toEqual(original);
    expect(stops(SEED, 'recall', 4)).not.toEqual(original);
  });
});
