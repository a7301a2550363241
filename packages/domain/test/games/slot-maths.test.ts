import { describe, expect, it } from 'vitest';
import {
  RoundRandom,
  SLOT_GAMES,
  SLOT_RTP_VARIANTS,
  enumerateSlotStats,
  evaluateSpin,
  exactSlotStats,
  spinSlot,
  type SlotDefinition,
} from '../../src/games/index.ts';
import { TOY } from './slot-fixtures.ts';

/**
 * The whole distribution of a round's win, found the slow way: every combination of stops through the
 * real evaluateSpin, then every sequence of free-spin outcomes (identical outcomes grouped), following the
 * award, retrigger and cap rules as written. Stake 20, so the line stake is 1 VND and wins are exact.
 */
function bruteForceRound(def: SlotDefinition): Map<number, number> {
  const stake = 20;
  const outcomes = new Map<string, { win: number; triggers: boolean; p: number }>();
  const lengths = def.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((a, b) => a * b, 1);
  for (let index = 0; index < combinations; index += 1) {
    let rest = index;
    const stops = lengths.map((length) => {
      const stop = rest % length;
      rest = Math.floor(rest / length);
      return stop;
    });
    const spin = evaluateSpin(def, stops, stake);
    const key = `${spin.win}:${spin.triggersFreeSpins}`;
    const known = outcomes.get(key) ?? { win: spin.win, triggers: spin.triggersFreeSpins, p: 0 };
    known.p += 1 / combinations;
    outcomes.set(key, known);
  }
  const { award, multiplier, maxTotal } = def.freeSpins;
  const memo = new Map<string, Map<number, number>>();
  const session = (awarded: number, played: number): Map<number, number> => {
    if (played === awarded) return new Map([[0, 1]]);
    const key = `${awarded}:${played}`;
    const known = memo.get(key);
    if (known) return known;
    const distribution = new Map<number, number>();
    for (const o of outcomes.values()) {
      const next = session(o.triggers ? Math.min(awarded + award, maxTotal) : awarded, played + 1);
      for (const [rest, q] of next) add(distribution, o.win * multiplier + rest, o.p * q);
    }
    memo.set(key, distribution);
    return distribution;
  };
  const round = new Map<number, number>();
  for (const o of outcomes.values()) {
    if (!o.triggers) add(round, o.win, o.p);
    else for (const [rest, q] of session(award, 0)) add(round, o.win + rest, o.p * q);
  }
  return new Map([...round].map(([win, p]) => [win / stake, p]));
}

function add(distribution: Map<number, number>, value: number, p: number): void {
  distribution.set(value, (distribution.get(value) ?? 0) + p);
}

describe('exact slot maths against brute force on a toy game', () => {
  const distribution = bruteForceRound(TOY);
  const mean = [...distribution].reduce((sum, [x, p]) => sum + x * p, 0);
  const variance = [...distribution].reduce((sum, [x, p]) => sum + (x - mean) ** 2 * p, 0);
  const hitRate = [...distribution].reduce((sum, [x, p]) => sum + (x > 0 ? p : 0), 0);

  it('is a distribution, with free spins that do retrigger up to the cap', () => {
    expect([...distribution.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const stats = exactSlotStats(TOY);
    expect(stats.triggerProbability).toBeGreaterThan(0.2);
    // Without retriggers the toy would play exactly 2 free spins; the cap is 5.
    expect(stats.expectedFreeSpins).toBeGreaterThan(2);
    expect(stats.expectedFreeSpins).toBeLessThan(5);
  });

  it('gives the RTP the strip frequencies give', () => {
    expect(exactSlotStats(TOY).rtp).toBeCloseTo(mean, 10);
  });

  it('gives the hit rate and volatility the full enumeration gives', () => {
    const enumerated = enumerateSlotStats(TOY);
    expect(enumerated.combinations).toBe(12_348);
    expect(enumerated.rtp).toBeCloseTo(mean, 10);
    expect(enumerated.hitRate).toBeCloseTo(hitRate, 12);
    expect(enumerated.sd).toBeCloseTo(Math.sqrt(variance), 9);
  });
});

describe('Kho Báu Rồng as shipped', () => {
  const def = SLOT_GAMES['kho-bau-rong'];
  const exact = exactSlotStats(def);

  it('returns 96.00% ± 0.05%, exactly computed from its strips', () => {
    expect(Math.abs(exact.rtp - 0.96)).toBeLessThan(0.0005);
    expect(exact.lineRtp + exact.scatterRtp + exact.freeSpinRtp).toBeCloseTo(exact.rtp, 14);
  });

  it('offers strip sets for each nominal RTP, every game within 0.05% of its label', () => {
    for (const variants of Object.values(SLOT_RTP_VARIANTS)) {
      for (const [label, variant] of Object.entries(variants)) {
        expect(variant.rtpVariant).toBe(Number(label));
        expect(Math.abs(exactSlotStats(variant).rtp - Number(label) / 100)).toBeLessThan(0.0005);
      }
    }
  });

  // Fixed work of a few seconds on an idle machine; the long timeout only spares a loaded one a false failure.
  it('lies within 5 standard errors of the exact RTP over 200,000 seeded rounds', { timeout: 120_000 }, () => {
    const { sd, rtp, hitRate } = enumerateSlotStats(def);
    expect(rtp).toBeCloseTo(exact.rtp, 12);
    const seed = 'a1'.repeat(32);
    const rounds = 200_000;
    const stake = 1_000;
    let won = 0;
    let hits = 0;
    let triggers = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const round = spinSlot(def, new RoundRandom(seed, 'mo-phong', nonce), stake);
      won += round.totalWin;
      if (round.totalWin > 0) hits += 1;
      if (round.triggersFreeSpins) triggers += 1;
    }
    const simulated = won / stake / rounds;
    expect(Math.abs(simulated - rtp)).toBeLessThan((5 * sd) / Math.sqrt(rounds));
    const binomialBound = (p: number) => 5 * Math.sqrt((p * (1 - p)) / rounds);
    expect(Math.abs(hits / rounds - hitRate)).toBeLessThan(binomialBound(hitRate));
    expect(Math.abs(triggers / rounds - exact.triggerProbability)).toBeLessThan(binomialBound(exact.triggerProbability));
  });
});
