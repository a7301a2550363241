import { randomInt, type RandomSource } from './random.ts';

/**
 * The puzzle's sizes in background pixels. x and y are the top-left corner of the piece's
 * PIECE_SIZE square (knobs included): placing the piece image at (x, y) over the background fills
 * the gap exactly.
 */
export const PUZZLE_WIDTH = 320;
export const PUZZLE_HEIGHT = 160;
/** Side of the piece image, knobs included. */
export const PIECE_SIZE = 56;
/** The gap is always right of where the piece starts (x = 0) and clear of the edges. */
export const PIECE_X_MIN = 80;
export const PIECE_X_MAX = PUZZLE_WIDTH - PIECE_SIZE - 8;
export const PIECE_Y_MIN = 8;
export const PIECE_Y_MAX = PUZZLE_HEIGHT - PIECE_SIZE - 8;

export type Point = { x: number; y: number };

/** The answer: uniform over the allowed positions. */
export function placeGap(random: RandomSource): Point {
  return { x: randomInt(random, PIECE_X_MIN, PIECE_X_MAX), y: randomInt(random, PIECE_Y_MIN, PIECE_Y_MAX) };
}

/** A decoy gap at about the same height, at least 4 px clear of the real one and of the piece's start. */
export function placeDecoy(random: RandomSource, { x, y }: Point): Point {
  const min = PIECE_SIZE + 8;
  const leftEnd = x - PIECE_SIZE - 4;
  const rightStart = x + PIECE_SIZE + 4;
  // Candidates: [min, leftEnd] and [rightStart, PIECE_X_MAX]; for any x in range they hold 117 values or more.
  const left = Math.max(0, leftEnd - min + 1);
  const right = Math.max(0, PIECE_X_MAX - rightStart + 1);
  const k = Math.floor(random() * (left + right));
  const dx = k < left ? min + k : rightStart + (k - left);
  const dy = Math.min(PIECE_Y_MAX, Math.max(PIECE_Y_MIN, y + randomInt(random, -6, 6)));
  return { x: dx, y: dy };
}
