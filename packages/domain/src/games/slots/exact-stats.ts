import { compileSlot, type CompiledSlot } from './compile.ts';
import { freeSessionMoments } from './free-spins.ts';
import type { SlotDefinition } from './types.ts';

/**
 * The return of a slot computed from its strips, not simulated. Figures are per unit of total stake.
 *
 * Why this is cheap: a visible cell on reel i is strip[(stop + row) mod length] with the stop uniform, so
 * whatever the row, its symbol has the strip's symbol frequencies, and the reels are independent. One
 * payline therefore has the distribution of five independent draws from the strips, the same for all 20
 * lines; 20 lines × E[line pay] × stake/20 = E[line pay in line-stake units] × stake. Scatters: each reel
 * shows one with probability (windows holding a scatter)/length, independently across reels. The free
 * spins add P(trigger) × E[spins played] × multiplier × E[spin]: a free spin is an ordinary spin, and
 * whether it is played depends only on the spins before it (Wald's identity), so dependence between a
 * spin's win and its retrigger does not enter the mean.
 *
 * Exact, not estimated: the line sum is a whole number (Σ Π counts × pays) divided once by Π lengths;
 * the scatter, trigger and free-spin figures are products and sums of such ratios, so every figure here is
 * the true one up to floating-point rounding (~1e-15). Hit rate and volatility need the joint behaviour of
 * the 20 lines on one screen: see enumerateSlotStats.
 */
export type SlotExactStats = {
  rtp: number;
  lineRtp: number;
  scatterRtp: number;
  /** The free spins' share of the RTP. */
  freeSpinRtp: number;
  /** P(3+ scatters) on one spin: the base game's trigger frequency, and a free spin's retrigger chance. */
  triggerProbability: number;
  /** E[free spins played | triggered], retriggers and the cap counted. */
  expectedFreeSpins: number;
  /** P(a scatter count of 0…5) on one spin. */
  scatterCountProbability: number[];
};

export function exactSlotStats(def: SlotDefinition): SlotExactStats {
  const compiled = compileSlot(def);
  const lineRtp = exactLinePay(compiled);
  const scatterCountProbability = scatterCountDistribution(compiled);
  const scatterRtp = scatterCountProbability.reduce((sum, p, count) => sum + p * (compiled.scatterPays[count] ?? 0), 0);
  const triggerProbability = scatterCountProbability.slice(3).reduce((a, b) => a + b, 0);
  const expectedFreeSpins = freeSessionMoments(def.freeSpins, {
    probability: [1 - triggerProbability, triggerProbability],
    mean: [0, 0],
    meanSquare: [0, 0],
  }).spins;
  const spinRtp = lineRtp + scatterRtp;
  const freeSpinRtp = triggerProbability * expectedFreeSpins * def.freeSpins.multiplier * spinRtp;
  return { rtp: spinRtp + freeSpinRtp, lineRtp, scatterRtp, freeSpinRtp, triggerProbability, expectedFreeSpins, scatterCountProbability };
}

/** E[one line's pay] in line-stake units: Σ over symbol 5-tuples of Π(count on strip) × pay, over Π(length). */
function exactLinePay(compiled: CompiledSlot): number {
  const { symbolCount: n, linePayTable, strips } = compiled;
  const counts = strips.map((strip) => {
    const perSymbol = new Array<number>(n).fill(0);
    for (const symbol of strip) perSymbol[symbol] = (perSymbol[symbol] ?? 0) + 1;
    return perSymbol;
  });
  const [c1, c2, c3, c4, c5] = counts as [number[], number[], number[], number[], number[]];
  let weightedPays = 0;
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) {
      const wab = (c1[a] ?? 0) * (c2[b] ?? 0);
      if (wab === 0) continue;
      for (let c = 0; c < n; c += 1) {
        const wabc = wab * (c3[c] ?? 0);
        const prefix = ((a * n + b) * n + c) * n * n;
        for (let d = 0; wabc !== 0 && d < n; d += 1) {
          const wabcd = wabc * (c4[d] ?? 0);
          for (let e = 0; wabcd !== 0 && e < n; e += 1) {
            weightedPays += wabcd * (c5[e] ?? 0) * (linePayTable[prefix + d * n + e] ?? 0);
          }
        }
      }
    }
  }
  // Whole numbers throughout, so the sum is exact as long as it stays below 2^53.
  if (!Number.isSafeInteger(weightedPays)) throw new Error('line pay sum exceeds exact integer range');
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  return weightedPays / combinations;
}

function scatterCountDistribution(compiled: CompiledSlot): number[] {
  let distribution = [1];
  for (const window of compiled.windowScatters) {
    const q = window.reduce((sum, seen) => sum + seen, 0) / window.length;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((p, count) => {
      next[count] = (next[count] ?? 0) + p * (1 - q);
      next[count + 1] = (next[count + 1] ?? 0) + p * q;
    });
    distribution = next;
  }
  return distribution;
}
