import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDigestSet, firstSlot } from '../../src/lib/kv/digest-set.ts';

describe('the set of digests kept in typed arrays', () => {
  it('adds a digest once and refuses it again while it is kept', () => {
    const clock = { now: 1_000_000 };
    const set = createDigestSet(() => clock.now);
    const d = randomBytes(32);
    expect(set.add(d, 5_000)).toBe(true);
    expect(set.add(d, 5_000)).toBe(false);
    // The same 16 bytes with other bytes after them are the same digest.
    expect(set.add(Buffer.concat([d.subarray(0, 16), randomBytes(16)]), 5_000)).toBe(false);
    expect(set.add(randomBytes(16), 5_000)).toBe(true);
  });

  it('keeps a digest at least its time and at most a span longer, then drops its generation whole', () => {
    const clock = { now: 0 };
    const set = createDigestSet(() => clock.now, 60_000);
    const d = randomBytes(16);
    clock.now = 59_000;
    expect(set.add(d, 2_000)).toBe(true); // expires at 61 s: kept until the 120 s boundary
    clock.now = 60_999;
    expect(set.add(d, 2_000)).toBe(false);
    clock.now = 119_999;
    expect(set.add(d, 2_000)).toBe(false);
    clock.now = 120_000;
    expect(set.size().entries).toBe(1);
    expect(set.add(d, 2_000)).toBe(true);
    // The old generation went; the new one holds the digest again.
    expect(set.size().entries).toBe(1);
  });

  it('finds a digest kept for a different time (another generation) before adding it', () => {
    const clock = { now: 0 };
    const set = createDigestSet(() => clock.now, 1_000);
    const d = randomBytes(16);
    expect(set.add(d, 600_000)).toBe(true);
    clock.now = 500;
    expect(set.add(d, 10)).toBe(false);
    clock.now = 599_999;
    expect(set.add(d, 10)).toBe(false);
  });

  it('holds 200,000 digests over many generations, each refused again, at under 64 bytes a digest', () => {
    const clock = { now: 0 };
    const set = createDigestSet(() => clock.now, 60_000);
    const all = randomBytes(16 * 200_000);
    const digest = (i: number) => all.subarray(i * 16, i * 16 + 16);
    // A second of time every 1,000 digests, each kept five minutes: spread over six generations.
    let added = 0;
    for (let i = 0; i < 200_000; i++) {
      clock.now = Math.floor(i / 1000) * 1000;
      if (set.add(digest(i), 300_000)) added++;
    }
    expect(added).toBe(200_000);
    let again = 0;
    for (let i = 0; i < 200_000; i += 7) if (set.add(digest(i), 300_000)) again++;
    expect(again).toBe(0);
    const { entries, bytes } = set.size();
    expect(entries).toBe(200_000);
    expect(bytes / entries).toBeLessThan(64);
    // Five minutes after the last one, none is left.
    clock.now += 300_000 + 60_000;
    expect(set.add(randomBytes(16), 1_000)).toBe(true);
    expect(set.size().entries).toBe(1);
  });

  it('grows a little at a time: while a table is outgrown every digest is still found, and each move ends within an eighth of its slots in adds', () => {
    const set = createDigestSet(() => 0);
    const n = 21_000;
    const all = randomBytes(16 * n);
    const digest = (i: number) => all.subarray(i * 16, i * 16 + 16);
    /** For each move, the adds after which it was still going on. */
    const moves: number[] = [];
    let wasMoving = false;
    for (let i = 0; i < n; i++) {
      if (!set.add(digest(i), 300_000)) throw new Error(`digest ${i} refused on its first add`);
      const size = set.size();
      if (size.entries !== i + 1) throw new Error(`${size.entries} entries held after ${i + 1} adds`);
      if (size.moving) {
        if (!wasMoving) moves.push(0);
        moves[moves.length - 1]!++;
        // Mid-move, the ones added before (some moved, some not yet) are all refused.
        if (i % 97 === 0) {
          let added = 0;
          for (let j = 0; j <= i; j += 13) if (set.add(digest(j), 300_000)) added++;
          expect(added).toBe(0);
        }
      }
      wasMoving = size.moving;
    }
    // 1,024 slots doubled six times on the way to 21,000 entries; the move out of S slots, 8 a time, ends S/8 adds after it began.
    expect(moves).toEqual([1024, 2048, 4096, 8192, 16_384, 32_768].map((slots) => slots / 8 - 1));
    let again = 0;
    for (let i = 0; i < n; i++) if (set.add(digest(i), 300_000)) again++;
    expect(again).toBe(0);
    expect(set.size()).toEqual({ entries: n, moving: false, bytes: 65_536 * 16 });
  });

  it('spreads keys whose words are not uniform each: one word shared, or words of few bits, over the whole table', () => {
    const mask = (1 << 16) - 1;
    const spread = (keys: [number, number, number, number][]) => new Set(keys.map(([a, b, c, d]) => firstSlot(a, b, c, d, mask))).size;
    const random = () => randomBytes(4).readUInt32LE();
    // 4,096 keys over 65,536 slots: about 4,000 distinct starts when spread at random.
    const n = 4096;
    expect(spread(Array.from({ length: n }, () => [0x12345678, 0x9abcdef0, random(), random() | 1]))).toBeGreaterThan(3900);
    expect(spread(Array.from({ length: n }, () => [random(), random(), 0x3f3f3f3f, 0x01]))).toBeGreaterThan(3900);
    // A member's keys: the same token bits, 30-bit words (two bits always clear) from the signature.
    expect(spread(Array.from({ length: n }, () => [0x0fedcba9, 0x01234567, random() >>> 2, (random() >>> 2) | 1]))).toBeGreaterThan(3900);
  });

  it('refuses a digest shorter than 16 bytes', () => {
    expect(() => createDigestSet(Date.now).add(new Uint8Array(8), 1_000)).toThrow();
  });
});
