import { compileSlot, type CompiledSlot } from './compile.ts';
import { roundMoments, type SpinMoments } from './free-spins.ts';
import { PAYLINE_COUNT, REEL_COUNT, ROW_COUNT, type SlotDefinition } from './types.ts';

/**
 * Hit rate and volatility by visiting every combination of stops (Π strip lengths of them), exactly: all
 * sums are whole numbers of line stakes, the squares gathered in BigInt. The free spins then enter through
 * the exact moment recursion of free-spins.ts, fed with the spin's win split by whether it triggers.
 *
 * Cost: lines that cannot pay after reels 1–3 are dropped, and when none can, reels 4–5 matter only by
 * their scatters. The shipped strip sets (~38 stops a reel, ~8·10^7 combinations) take about 2 s.
 */
export type SlotEnumeratedStats = {
  combinations: number;
  /** The same figure as exactSlotStats(def).rtp, reached another way: a cross-check. */
  rtp: number;
  /** P(the round wins anything). */
  hitRate: number;
  triggerProbability: number;
  /** Standard deviation of one spin's return per unit stake, free spins left out. */
  spinSd: number;
  /** Standard deviation of the whole round's return per unit stake (the volatility). */
  sd: number;
};

export function enumerateSlotStats(def: SlotDefinition): SlotEnumeratedStats {
  const compiled = compileSlot(def);
  const totals = enumerateSpins(compiled);
  const n = totals.combinations;
  // Line-stake units to stake units.
  const u = PAYLINE_COUNT;
  const spin: SpinMoments = {
    probability: [totals.count[0] / n, totals.count[1] / n],
    mean: [totals.sum[0] / n / u, totals.sum[1] / n / u],
    meanSquare: [Number(totals.sumSquares[0]) / n / u / u, Number(totals.sumSquares[1]) / n / u / u],
  };
  const round = roundMoments(def.freeSpins, spin);
  const spinMean = spin.mean[0] + spin.mean[1];
  return {
    combinations: n,
    rtp: round.mean,
    hitRate: totals.hits / n,
    triggerProbability: spin.probability[1],
    spinSd: Math.sqrt(spin.meanSquare[0] + spin.meanSquare[1] - spinMean * spinMean),
    sd: Math.sqrt(round.meanSquare - round.mean * round.mean),
  };
}

type Totals = {
  combinations: number;
  hits: number;
  count: [number, number];
  sum: [number, number];
  sumSquares: [bigint, bigint];
};

function enumerateSpins(compiled: CompiledSlot): Totals {
  const { strips, windowScatters, paylines, linePayTable, symbolCount: n, scatterPays } = compiled;
  const lengths = strips.map((s) => s.length);
  const [l1, l2, l3, l4, l5] = lengths as [number, number, number, number, number];
  const window = strips.map((strip) => windowOf(strip));
  const [w1, w2, w3, w4, w5] = window as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [sc1, sc2, sc3, sc4, sc5] = windowScatters as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const rows = paylines.map((line) => line.map((row) => row ?? 0) as [number, number, number, number, number]);
  const canPay = prefixesThatCanPay(compiled);
  const scatterLineStakes = scatterPays.map((pay) => pay * PAYLINE_COUNT);
  // How many (stop 4, stop 5) pairs show 0, 1 or 2 scatters: all that matters when no line can pay.
  const lastTwoScatters = [0, 0, 0];
  for (let s4 = 0; s4 < l4; s4 += 1) {
    for (let s5 = 0; s5 < l5; s5 += 1) {
      const both = (sc4[s4] ?? 0) + (sc5[s5] ?? 0);
      lastTwoScatters[both] = (lastTwoScatters[both] ?? 0) + 1;
    }
  }

  const totals: Totals = { combinations: l1 * l2 * l3 * l4 * l5, hits: 0, count: [0, 0], sum: [0, 0], sumSquares: [0n, 0n] };
  const liveOffset = new Int32Array(rows.length);
  const liveRow4 = new Int32Array(rows.length);
  const liveRow5 = new Int32Array(rows.length);
  for (let s1 = 0; s1 < l1; s1 += 1) {
    for (let s2 = 0; s2 < l2; s2 += 1) {
      for (let s3 = 0; s3 < l3; s3 += 1) {
        const scatters123 = (sc1[s1] ?? 0) + (sc2[s2] ?? 0) + (sc3[s3] ?? 0);
        let live = 0;
        for (const [r1, r2, r3, r4, r5] of rows) {
          const prefix = ((w1[s1 * ROW_COUNT + r1] ?? 0) * n + (w2[s2 * ROW_COUNT + r2] ?? 0)) * n + (w3[s3 * ROW_COUNT + r3] ?? 0);
          if (canPay[prefix] === 0) continue;
          liveOffset[live] = prefix * n * n;
          liveRow4[live] = r4;
          liveRow5[live] = r5;
          live += 1;
        }
        const squares = [0, 0];
        if (live === 0) {
          lastTwoScatters.forEach((pairs, more) => {
            const k = scatters123 + more;
            const x = scatterLineStakes[k] ?? 0;
            record(totals, squares, k >= 3 ? 1 : 0, x, pairs);
          });
        } else {
          for (let s4 = 0; s4 < l4; s4 += 1) {
            const scatters1234 = scatters123 + (sc4[s4] ?? 0);
            for (let s5 = 0; s5 < l5; s5 += 1) {
              const k = scatters1234 + (sc5[s5] ?? 0);
              let x = scatterLineStakes[k] ?? 0;
              for (let i = 0; i < live; i += 1) {
                const d = w4[s4 * ROW_COUNT + (liveRow4[i] ?? 0)] ?? 0;
                const e = w5[s5 * ROW_COUNT + (liveRow5[i] ?? 0)] ?? 0;
                x += linePayTable[(liveOffset[i] ?? 0) + d * n + e] ?? 0;
              }
              record(totals, squares, k >= 3 ? 1 : 0, x, 1);
            }
          }
        }
        // Per (s1, s2, s3) the squares stay far below 2^53; across all combinations they may not.
        totals.sumSquares[0] += BigInt(squares[0] ?? 0);
        totals.sumSquares[1] += BigInt(squares[1] ?? 0);
      }
    }
  }
  return totals;
}

function record(totals: Totals, squares: number[], t: 0 | 1, x: number, weight: number): void {
  if (x > 0 || t === 1) totals.hits += weight;
  totals.count[t] += weight;
  totals.sum[t] += x * weight;
  squares[t] = (squares[t] ?? 0) + x * x * weight;
}

/** window[stop * 3 + row]: the symbol in that row when the reel stops there. */
function windowOf(strip: Int32Array): Int32Array {
  const window = new Int32Array(strip.length * ROW_COUNT);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < ROW_COUNT; row += 1) window[stop * ROW_COUNT + row] = strip[(stop + row) % strip.length] ?? 0;
  }
  return window;
}

/** 1 for the first-three-reel symbol triples after which some symbols on reels 4–5 make the line pay. */
function prefixesThatCanPay(compiled: CompiledSlot): Uint8Array {
  const { symbolCount: n, linePayTable } = compiled;
  const canPay = new Uint8Array(n ** (REEL_COUNT - 2));
  for (let prefix = 0; prefix < canPay.length; prefix += 1) {
    for (let tail = 0; tail < n * n; tail += 1) {
      if ((linePayTable[prefix * n * n + tail] ?? 0) > 0) {
        canPay[prefix] = 1;
        break;
      }
    }
  }
  return canPay;
}
