import { Canvas, makePalette } from './canvas.ts';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './geometry.ts';
import { drawShapes } from './overlays.ts';
import { type BackgroundStyle, PAINTERS } from './painters.ts';
import { randomInt, seededRandom, type RandomSource } from './random.ts';

/**
 * A pre-rendered background: a procedural style with random shapes on top, larger than the puzzle
 * so that each puzzle shows a window of it at a random offset (65 × 49 windows).
 */
export const SCENE_WIDTH = PUZZLE_WIDTH + 64;
export const SCENE_HEIGHT = PUZZLE_HEIGHT + 48;

export type Scene = {
  style: BackgroundStyle;
  /** SCENE_WIDTH × SCENE_HEIGHT RGB bytes. Never written after rendering. */
  rgb: Uint8ClampedArray;
};

/** Several milliseconds of CPU: done once per many puzzles (see scene-pool.ts), never per request. */
export function renderScene(style: BackgroundStyle, random: RandomSource): Scene {
  // Per-pixel noise needs tens of thousands of numbers: a fast generator seeded from `random`.
  const noise = seededRandom(Math.floor(random() * 0x1_0000_0000));
  const canvas = new Canvas(SCENE_WIDTH, SCENE_HEIGHT, new Float32Array(SCENE_WIDTH * SCENE_HEIGHT * 3));
  const palette = makePalette(random);
  PAINTERS[style](canvas, palette, random, noise);
  // The old per-puzzle 3–8 shapes, scaled to the larger area (each puzzle shows about 64% of it).
  drawShapes(canvas, palette, random, randomInt(random, 4, 10));
  // Typed-array conversion rounds and clamps natively, much faster than per-pixel Math.round.
  const rgb = new Uint8ClampedArray(canvas.data.length);
  rgb.set(canvas.data);
  return { style, rgb };
}
