/** The stake stepper's moves over the game's own list of stakes (sorted ascending, as the domain ships them). */
export function stepStake(stakes: readonly number[], current: number, step: -1 | 1): number {
  const sorted = [...stakes].sort((a, b) => a - b);
  const index = sorted.indexOf(current);
  if (index === -1) return sorted[0] ?? current;
  return sorted[Math.min(sorted.length - 1, Math.max(0, index + step))] ?? current;
}

export function canStep(stakes: readonly number[], current: number, step: -1 | 1): boolean {
  return stepStake(stakes, current, step) !== current;
}
