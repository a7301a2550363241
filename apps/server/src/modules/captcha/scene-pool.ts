import { BACKGROUND_STYLES } from './painters.ts';
import { pick, type RandomSource } from './random.ts';
import { renderScene, type Scene } from './scene.ts';

/**
 * Painting a background costs several ms of CPU; cutting a puzzle out of a ready one costs well
 * under one. So puzzles are cut from a pool of pre-rendered scenes, and the pool keeps changing.
 *
 * Why this does not let answers be learned from a small set of images:
 * - The answer never comes from the scene: the gap's position, its shape and the decoy are drawn
 *   afresh for every puzzle, so two puzzles on one scene have unrelated answers.
 * - What a scene could give away is its clean pixels, to diff a puzzle against. But no puzzle shows
 *   a scene as rendered: each shows a random 320 × 160 window of it (65 × 49 offsets), mirrored or
 *   not on each axis, with its colour channels permuted and re-tinted, and (most of the time) new
 *   per-pixel noise, so no two puzzles agree pixel for pixel.
 * - Scenes do not live long: one of them (the oldest) is re-rendered per `refreshEvery` puzzles
 *   (default 32), so each scene serves about that many puzzles, whatever the pool's size, before it
 *   is gone. Harvesting faster only retires scenes faster.
 * - The pool holds `perStyle` scenes of each of the 5 styles (default 4: 20 scenes of 240 kB).
 *
 * Rendering happens off the request: the first puzzle renders one scene itself (an empty pool has
 * nothing to cut from; until the pool has filled, a few event-loop turns later, puzzles come from
 * fewer scenes); filling and refreshing render one scene per `setImmediate` turn, in between
 * requests. A scene takes some 8 ms, so by default that adds about 0.25 ms per puzzle.
 */
export type ScenePoolOptions = {
  random: RandomSource;
  perStyle?: number;
  refreshEvery?: number;
};

export type ScenePool = {
  /** A scene to cut the next puzzle from; counts towards the next refresh. */
  next(): Scene;
  /** Resolves when no rendering is queued (for tests and benchmarks). */
  idle(): Promise<void>;
  /** Scenes rendered so far, the first fill included. */
  readonly rendered: number;
};

export function createScenePool({ random, perStyle = 4, refreshEvery = 32 }: ScenePoolOptions): ScenePool {
  if (!(Number.isInteger(perStyle) && perStyle >= 1 && Number.isInteger(refreshEvery) && refreshEvery >= 1)) {
    throw new RangeError('Invalid scene pool options');
  }
  const capacity = perStyle * BACKGROUND_STYLES.length;
  // Slot i always holds the same style, so the styles stay balanced; the first one is random.
  const firstStyle = Math.floor(random() * BACKGROUND_STYLES.length);
  const styleOf = (slot: number) => BACKGROUND_STYLES[(firstStyle + slot) % BACKGROUND_STYLES.length]!;
  const scenes: Scene[] = [];
  let oldest = 0;
  let drawn = 0;
  let owed = 0;
  let rendered = 0;
  let running: Promise<void> | null = null;

  const renderOne = () => {
    rendered++;
    if (scenes.length < capacity) {
      scenes.push(renderScene(styleOf(scenes.length), random));
      return;
    }
    scenes[oldest] = renderScene(styleOf(oldest), random);
    oldest = (oldest + 1) % capacity;
    owed--;
  };
  const pending = () => scenes.length < capacity || owed > 0;
  const schedule = () => {
    running ??= new Promise<void>((resolve) => {
      const step = () => {
        if (!pending()) {
          running = null;
          resolve();
          return;
        }
        renderOne();
        setImmediate(step);
      };
      setImmediate(step);
    });
  };

  return {
    next() {
      if (scenes.length === 0) renderOne();
      drawn++;
      if (drawn % refreshEvery === 0 && scenes.length === capacity) owed = Math.min(capacity, owed + 1);
      if (pending()) schedule();
      return pick(random, scenes);
    },
    idle: () => running ?? Promise.resolve(),
    get rendered() {
      return rendered;
    },
  };
}
