import { describe, expect, it } from 'vitest';
import {
  CAPTURE_SCALE,
  DAI_DUONG_VANG,
  FISHING_GAMES,
  RoundRandom,
  captureThreshold,
  exactFishingRtp,
  fishingRules,
  resolveShot,
  withFishingRtp,
  type RandomSource,
} from '../../src/games/index.ts';

const def = DAI_DUONG_VANG;

describe('fishing maths', () => {
  it('has the fish of the brief, with Vietnamese names', () => {
    expect(def.fish.map((f) => `${f.name} ×${f.multiplier}`)).toEqual([
      'Cá nhỏ ×2',
      'Cá hề ×3',
      'Cá nóc ×5',
      'Rùa biển ×10',
      'Cá mập ×20',
      'Cá voi ×50',
      'Rồng biển ×100',
    ]);
    expect(FISHING_GAMES['dai-duong-vang']).toBe(def);
  });

  it('returns 96% on every fish, from the integer thresholds', () => {
    const { perFish, min, max } = exactFishingRtp(def);
    for (const fish of perFish) {
      expect(Number.isSafeInteger(fish.threshold)).toBe(true);
      expect(Math.abs(fish.rtp - 0.96)).toBeLessThan(1e-6);
      expect(fish.captureProbability).toBeCloseTo(0.96 / fish.multiplier, 12);
    }
    // The scale divides evenly for the shipped fish: not close, exact.
    expect(min).toBe(0.96);
    expect(max).toBe(0.96);
  });

  it('takes another RTP by configuration, rounding towards the house by less than m / scale', () => {
    const odd = withFishingRtp({ ...def, fish: [...def.fish, { id: 'muc', name: 'Mực', multiplier: 7 }] }, 9_700);
    const { perFish, min, max } = exactFishingRtp(odd);
    for (const fish of perFish) {
      expect(fish.rtp).toBeLessThanOrEqual(0.97);
      expect(0.97 - fish.rtp).toBeLessThan(fish.multiplier / CAPTURE_SCALE);
    }
    expect(min).toBeLessThan(max);
    expect(() => withFishingRtp(def, 10_001)).toThrow(RangeError);
  });

  it('captures exactly below the threshold and pays stake × multiplier', () => {
    const shark = def.fish.find((f) => f.id === 'ca-map');
    if (!shark) throw new Error('no shark');
    const threshold = captureThreshold(def, shark);
    const drawing = (value: number): RandomSource => ({ nextInt: () => value });
    expect(resolveShot(def, drawing(threshold - 1), 'ca-map', 1_000)).toEqual({ fishId: 'ca-map', captured: true, win: 20_000 });
    expect(resolveShot(def, drawing(threshold), 'ca-map', 1_000)).toEqual({ fishId: 'ca-map', captured: false, win: 0 });
  });

  it('refuses an unknown fish or a stake off the list', () => {
    const random = new RoundRandom('b2'.repeat(32), 'ban-ca', 0);
    expect(() => resolveShot(def, random, 'ca-sau', 1_000)).toThrow('Không có loại cá "ca-sau" trong trò chơi này.');
    expect(() => resolveShot(def, random, 'ca-nho', 150)).toThrow(RangeError);
  });

  it('lies within 5 standard errors of 96% over 200,000 seeded shots at every fish in turn', { timeout: 120_000 }, () => {
    const shots = 200_000;
    const stake = 1_000;
    let won = 0;
    let varianceSum = 0;
    for (let nonce = 0; nonce < shots; nonce += 1) {
      const fish = def.fish[nonce % def.fish.length];
      if (!fish) throw new Error('no fish');
      won += resolveShot(def, new RoundRandom('b2'.repeat(32), 'ban-ca', nonce), fish.id, stake).win;
      // A shot returns m with probability 0.96/m: variance 0.96·m − 0.96².
      varianceSum += 0.96 * fish.multiplier - 0.96 ** 2;
    }
    const bound = (5 * Math.sqrt(varianceSum)) / shots;
    expect(Math.abs(won / stake / shots - 0.96)).toBeLessThan(bound);
  });

  it('explains itself in Vietnamese', () => {
    expect(fishingRules(def)).toContain('Vì vậy mọi phát bắn, nhắm vào loại cá nào, đều có tỷ lệ hoàn trả lý thuyết (RTP) 96.00%.');
  });
});
