/**
 * The fish on screen are targets only: the server decides every capture. Their motion is a pure
 * function of time, so it costs nothing to keep and tests can pin it down. Positions are in CSS pixels
 * of the sea (the canvas), times in seconds.
 */

export type Swimmer = {
  /** Unique on screen: which fish a bullet flies to. */
  key: number;
  typeId: string;
  /** The fish's length in px at a 400 px wide sea; scaled with the sea. */
  length: number;
  /** Lane centre as a share of the sea's height. */
  lane: number;
  /** Share of the sea's width per second. */
  speed: number;
  direction: 1 | -1;
  /** Where along its loop it starts (0–1). */
  phase: number;
  /** Up-and-down sway as a share of the sea's height. */
  sway: number;
};

export type FishKind = { id: string; multiplier: number };

/** More small fish than big ones: the school for a list of fish types, lowest multiplier first. */
export function schoolCounts(kinds: readonly FishKind[]): number[] {
  return [...kinds].map((k) => (k.multiplier <= 3 ? 4 : k.multiplier <= 10 ? 3 : k.multiplier <= 20 ? 2 : 1));
}

/** The fish's length grows with its worth, gently (a ×100 fish is about 4 times a ×2 fish). */
export function fishLength(multiplier: number): number {
  return Math.round(34 + 26 * Math.log2(Math.max(1, multiplier)) * 0.75);
}

/** A fixed pseudo-random sequence (mulberry32): the same school on every screen, no Math.random. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createSchool(kinds: readonly FishKind[], seed = 9): Swimmer[] {
  const next = sequence(seed);
  const counts = schoolCounts(kinds);
  const school: Swimmer[] = [];
  kinds.forEach((kind, k) => {
    for (let i = 0; i < (counts[k] ?? 0); i += 1) {
      const length = fishLength(kind.multiplier);
      school.push({
        key: school.length,
        typeId: kind.id,
        length,
        lane: 0.12 + next() * 0.7,
        // Big fish cruise, small ones dart.
        speed: (0.05 + next() * 0.05) * (60 / length),
        direction: next() < 0.5 ? 1 : -1,
        phase: next(),
        sway: 0.015 + next() * 0.03,
      });
    }
  });
  return school;
}

export type Placement = { x: number; y: number; length: number; direction: 1 | -1; tilt: number };

/**
 * Where a fish is at time t in a sea of width × height: it crosses the whole width and comes back in
 * from the other side after a margin off screen, swaying gently.
 */
export function placeSwimmer(s: Swimmer, t: number, width: number, height: number, motionScale = 1): Placement {
  const length = s.length * Math.min(1.6, Math.max(0.8, width / 400));
  const margin = length / width + 0.05;
  const loop = 1 + 2 * margin;
  const travelled = (((s.phase * loop + s.speed * motionScale * t) % loop) + loop) % loop;
  const along = travelled - margin;
  const x = (s.direction === 1 ? along : 1 - along) * width;
  const swayT = t * motionScale * (0.6 + s.speed * 4) + s.phase * 10;
  const y = (s.lane + s.sway * Math.sin(swayT)) * height;
  const tilt = Math.atan(s.sway * Math.cos(swayT) * 2) * 0.6 * s.direction;
  return { x, y, length, direction: s.direction, tilt };
}

/**
 * The fish under a tap: the topmost (last drawn) whose body, an ellipse, holds the point. Touch needs
 * some slack, so the ellipse is at least `minRadius` across both ways.
 */
export function fishAt(
  placements: readonly { key: number; placement: Placement }[],
  x: number,
  y: number,
  minRadius = 22,
): number | null {
  for (let i = placements.length - 1; i >= 0; i -= 1) {
    const entry = placements[i];
    if (!entry) continue;
    const { placement: p } = entry;
    const rx = Math.max(minRadius, p.length / 2);
    const ry = Math.max(minRadius, p.length / 4);
    const dx = (x - p.x) / rx;
    const dy = (y - p.y) / ry;
    if (dx * dx + dy * dy <= 1) return entry.key;
  }
  return null;
}

/** The bullet between the cannon and its (moving) target: straight, easing out, u in [0, 1]. */
export function bulletAt(from: { x: number; y: number }, to: { x: number; y: number }, u: number): { x: number; y: number; angle: number } {
  const k = 1 - (1 - Math.min(1, Math.max(0, u))) ** 2;
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k, angle: Math.atan2(to.y - from.y, to.x - from.x) };
}

/** A pointer's position in the sea's CSS pixels. */
export function toSeaPoint(clientX: number, clientY: number, rect: { left: number; top: number }): { x: number; y: number } {
  return { x: clientX - rect.left, y: clientY - rect.top };
}
