import { randomBytes } from 'node:crypto';

/** A source of uniform numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let offset = POOL_SIZE;

/**
 * Math.random's contract, fed by the operating system's CSPRNG (pooled, so it stays cheap).
 * The puzzle's answer is drawn from this by default: V8's Math.random state can be recovered from
 * enough of its outputs, and the images leak some of them.
 */
export function cryptoRandom(): number {
  if (offset + 4 > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const value = pool.readUInt32LE(offset);
  offset += 4;
  return value / 0x1_0000_0000;
}

/** A small, fast, seedable generator (mulberry32): for per-pixel noise and for reproducible tests. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** An integer in [min, max], both inclusive. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A uniform number in [min, max). */
export function randomBetween(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One of `items`, uniformly. */
export function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
