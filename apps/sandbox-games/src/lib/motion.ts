/** The member's reduced-motion wish, read live (it can change while the game is open). */
const query = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

export function prefersReducedMotion(): boolean {
  return query?.matches ?? false;
}

/** An animation's length: the short one under reduced motion. Never use it for the slot's minimum. */
export function motionMs(normalMs: number, reducedMs: number): number {
  return prefersReducedMotion() ? reducedMs : normalMs;
}
