import type { FreeSpinRule } from './types.ts';

/**
 * What one spin can do, split by whether it shows 3+ scatters (t = 0: no, t = 1: yes), per unit stake and
 * before any multiplier: probability[t] = P(T = t), mean[t] = E[X·1{T = t}], meanSquare[t] = E[X²·1{T = t}].
 */
export type SpinMoments = {
  probability: readonly [number, number];
  mean: readonly [number, number];
  meanSquare: readonly [number, number];
};

export type FreeSessionMoments = {
  /** E[free spins played], retriggers and the cap included. */
  spins: number;
  /** E[S] and E[S²] of the session's total win S per unit stake, multiplier applied. */
  mean: number;
  meanSquare: number;
};

/**
 * The free-spin session as a Markov chain on (spins awarded, spins played). A spin's win and whether it
 * retriggers are dependent (scatters both pay and retrigger), but what follows a spin depends only on the
 * retrigger, so conditioning on it gives the first two moments exactly; the cap makes the chain finite.
 */
export function freeSessionMoments(rule: FreeSpinRule, spin: SpinMoments): FreeSessionMoments {
  const { award, multiplier: m, maxTotal } = rule;
  const memo = new Map<number, FreeSessionMoments>();
  const from = (awarded: number, played: number): FreeSessionMoments => {
    if (played >= awarded) return { spins: 0, mean: 0, meanSquare: 0 };
    const key = awarded * (maxTotal + 1) + played;
    const known = memo.get(key);
    if (known) return known;
    const result = { spins: 0, mean: 0, meanSquare: 0 };
    for (const t of [0, 1] as const) {
      const next = from(t === 1 ? Math.min(awarded + award, maxTotal) : awarded, played + 1);
      const p = spin.probability[t];
      result.spins += p * (1 + next.spins);
      result.mean += m * spin.mean[t] + p * next.mean;
      result.meanSquare += m * m * spin.meanSquare[t] + 2 * m * spin.mean[t] * next.mean + p * next.meanSquare;
    }
    memo.set(key, result);
    return result;
  };
  return from(award, 0);
}

/** The whole round R = X + 1{T}·S: its mean and second moment per unit stake. */
export function roundMoments(rule: FreeSpinRule, spin: SpinMoments): { mean: number; meanSquare: number; session: FreeSessionMoments } {
  const session = freeSessionMoments(rule, spin);
  const mean = spin.mean[0] + spin.mean[1] + spin.probability[1] * session.mean;
  const meanSquare = spin.meanSquare[0] + spin.meanSquare[1] + 2 * spin.mean[1] * session.mean + spin.probability[1] * session.meanSquare;
  return { mean, meanSquare, session };
}
