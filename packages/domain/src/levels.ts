/**
 * Member levels (spec §9, D7): the level follows the cumulative successful deposits in VND.
 * A threshold list holds the lowest amount of each level, level 1 first, so level 1 always starts at 0.
 */
export type MemberLevel = 1 | 2 | 3 | 4 | 5;
export type LevelThresholds = readonly [0, number, number, number, number];

export const MEMBER_LEVELS: readonly MemberLevel[] = [1, 2, 3, 4, 5];
export const DEFAULT_LEVEL_THRESHOLDS: LevelThresholds = [0, 250_000, 1_000_000, 5_000_000, 15_000_000];

export const LEVEL_NAMES: Readonly<Record<MemberLevel, string>> = {
  1: 'Đồng',
  2: 'Bạc',
  3: 'Vàng',
  4: 'Bạch kim',
  5: 'Kim cương',
};

export function levelName(level: MemberLevel): string {
  return LEVEL_NAMES[level];
}

/** Thresholds are configurable (D7), so a bad configuration fails loudly rather than misranking members. */
export function assertLevelThresholds(thresholds: readonly number[]): asserts thresholds is LevelThresholds {
  const ok =
    thresholds.length === 5 &&
    thresholds[0] === 0 &&
    thresholds.every((t, i) => Number.isSafeInteger(t) && (i === 0 || t > (thresholds[i - 1] ?? Infinity)));
  if (!ok) throw new Error(`Invalid level thresholds [${thresholds.join(', ')}]: expected 5 ascending integers from 0`);
}

function assertAmount(amount: number): void {
  if (!Number.isFinite(amount)) throw new Error(`Invalid amount ${amount}: expected a finite number of VND`);
}

export function levelForAmount(amount: number, thresholds: LevelThresholds = DEFAULT_LEVEL_THRESHOLDS): MemberLevel {
  assertAmount(amount);
  assertLevelThresholds(thresholds);
  let level: MemberLevel = 1;
  for (const l of MEMBER_LEVELS) if (amount >= thresholds[l - 1]!) level = l;
  return level;
}

export type LevelProgress = {
  level: MemberLevel;
  /** The next level, or null at the top level. */
  nextLevel: MemberLevel | null;
  /** The amount at which the next level starts, or null at the top level. */
  next: number | null;
  /** What is still missing to reach `next`; 0 at the top level. */
  remaining: number;
  /** How far through the current level the amount is, 0..1; 1 at the top level. */
  ratio: number;
};

export function progressToNextLevel(
  amount: number,
  thresholds: LevelThresholds = DEFAULT_LEVEL_THRESHOLDS,
): LevelProgress {
  const level = levelForAmount(amount, thresholds);
  if (level === 5) return { level, nextLevel: null, next: null, remaining: 0, ratio: 1 };
  const start = thresholds[level - 1]!;
  const next = thresholds[level]!;
  const ratio = Math.min(1, Math.max(0, (amount - start) / (next - start)));
  return { level, nextLevel: (level + 1) as MemberLevel, next, remaining: next - amount, ratio };
}
