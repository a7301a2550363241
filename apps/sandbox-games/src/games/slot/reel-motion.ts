/**
 * A reel as numbers. The reel is an endless column of cells indexed by integers; `position` is the
 * (fractional) index of the cell at the top of the window, and it decreases as the reel turns, so the
 * symbols travel downwards. Which symbol a cell shows comes from a "face": the three symbols of the
 * window at `anchor`, and the reel strip around them.
 */

export const WINDOW_ROWS = 3;

export type ReelFace = {
  /** The cell index of the window's top row when the reel stands on this face. */
  anchor: number;
  /** The strip position of the top row (the round's stop). */
  stop: number;
  /** The three symbols shown, top to bottom (the server's grid column). */
  window: readonly string[];
};

export function faceSymbol(face: ReelFace, strip: readonly string[], cell: number): string {
  const k = cell - face.anchor;
  if (k >= 0 && k < WINDOW_ROWS) return face.window[k] ?? '';
  const length = strip.length;
  return strip[(((face.stop + k) % length) + length) % length] ?? '';
}

export type Spin = {
  startedAt: number;
  startPosition: number;
  /** Cells per millisecond once up to speed. */
  speed: number;
  /** Time to reach full speed (constant acceleration). */
  rampMs: number;
};

export type Landing = {
  beginAt: number;
  from: number;
  /** Where the reel ends: the new face's anchor, a whole cell. */
  to: number;
  durationMs: number;
  /**
   * Cells below this index may be on screen when the landing begins, so they keep the old face; cells
   * above it are still hidden and show the new face, so the answer scrolls in from the top.
   */
  switchCell: number;
};

export function spinningPosition(spin: Spin, t: number): number {
  const elapsed = Math.max(0, t - spin.startedAt);
  const travelled = elapsed < spin.rampMs ? (spin.speed * elapsed * elapsed) / (2 * spin.rampMs) : spin.speed * (elapsed - spin.rampMs / 2);
  return spin.startPosition - travelled;
}

/**
 * The landing that starts at `beginAt`: the new window rolls in from above and settles `leadCells`
 * cells on, easing out (cubic) from the spinning speed, so the reel neither jumps nor jerks.
 */
export function planLanding(spin: Spin, beginAt: number, leadCells = 4): Landing {
  const from = spinningPosition(spin, beginAt);
  const switchCell = Math.floor(from);
  const to = switchCell - leadCells;
  // Ease-out cubic starts at 3 × the mean speed: this duration makes it start at the spin's speed.
  const durationMs = (3 * (from - to)) / spin.speed;
  return { beginAt, from, to, durationMs, switchCell };
}

const easeOutCubic = (u: number) => 1 - (1 - u) ** 3;

export function reelPosition(spin: Spin, landing: Landing | null, t: number): number {
  if (!landing || t < landing.beginAt) return spinningPosition(spin, t);
  if (landing.durationMs <= 0) return landing.to;
  const u = Math.min(1, (t - landing.beginAt) / landing.durationMs);
  return landing.from - (landing.from - landing.to) * easeOutCubic(u);
}

export function hasLanded(landing: Landing | null, t: number): boolean {
  return landing !== null && t >= landing.beginAt + landing.durationMs;
}

/** Which face a cell shows at time t: the new one only for hidden cells once the landing has begun. */
export function faceFor<F>(oldFace: F, newFace: F | null, landing: Landing | null, cell: number, t: number): F {
  if (!landing || !newFace || t < landing.beginAt) return oldFace;
  return cell < landing.switchCell ? newFace : oldFace;
}
