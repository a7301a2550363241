import { Canvas } from './canvas.ts';
import { PIECE_SIZE, placeDecoy, placeGap, type Point, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './geometry.ts';
import { cutPiece, drawGap, randomShape, shapeField } from './jigsaw.ts';
import { speckle } from './overlays.ts';
import type { BackgroundStyle } from './painters.ts';
import { encodePng } from './png.ts';
import { randomBetween, type RandomSource } from './random.ts';
import type { Scene } from './scene.ts';
import { drawView } from './view.ts';

/**
 * D6: the slider puzzle's raster images, cut from a pre-rendered scene (see scene-pool.ts): a
 * window of the scene, mirrored and re-tinted, with new noise on top; a jigsaw-shaped gap at a random
 * (x, y); the piece, the same pixels bevelled and outlined, transparent outside the shape; and, most
 * of the time, a fainter decoy gap at about the same height to hinder naive solvers.
 */
export type Puzzle = {
  width: number;
  height: number;
  pieceSize: number;
  /** The answer: never sent to the client. */
  x: number;
  y: number;
  /** PNG of the background with the gap. */
  background: Buffer;
  /** PNG (RGBA) of the piece. */
  piece: Buffer;
  /** Diagnostics only. */
  style: BackgroundStyle;
  decoy: Point | null;
};

export function composePuzzle(scene: Scene, random: RandomSource): Puzzle {
  const canvas = new Canvas(PUZZLE_WIDTH, PUZZLE_HEIGHT, new Uint8ClampedArray(PUZZLE_WIDTH * PUZZLE_HEIGHT * 3));
  drawView(scene, canvas, random);
  speckle(canvas.data, random);

  const { x, y } = placeGap(random);
  const field = shapeField(randomShape(random));
  const piece = cutPiece(canvas, field, x, y);
  let decoy: Point | null = null;
  if (random() < 0.7) {
    decoy = placeDecoy(random, { x, y });
    const decoyField = random() < 0.5 ? field : shapeField(randomShape(random));
    drawGap(canvas, decoyField, decoy.x, decoy.y, { darkness: randomBetween(random, 0.72, 0.86), outline: 0.3, rim: 0.5 });
  }
  drawGap(canvas, field, x, y, { darkness: randomBetween(random, 0.38, 0.52), outline: 0.7, rim: 1 });

  return {
    width: PUZZLE_WIDTH,
    height: PUZZLE_HEIGHT,
    pieceSize: PIECE_SIZE,
    x,
    y,
    background: encodePng(PUZZLE_WIDTH, PUZZLE_HEIGHT, 3, canvas.data),
    piece: encodePng(PIECE_SIZE, PIECE_SIZE, 4, piece),
    style: scene.style,
    decoy,
  };
}
