import { describe, expect, it } from 'vitest';
import {
  PIECE_SIZE,
  PIECE_X_MAX,
  PIECE_X_MIN,
  PIECE_Y_MAX,
  PIECE_Y_MIN,
  PUZZLE_HEIGHT,
  PUZZLE_WIDTH,
} from '../../src/modules/captcha/geometry.ts';
import { BACKGROUND_STYLES } from '../../src/modules/captcha/painters.ts';
import { composePuzzle, type Puzzle } from '../../src/modules/captcha/puzzle.ts';
import { seededRandom } from '../../src/modules/captcha/random.ts';
import { renderScene } from '../../src/modules/captcha/scene.ts';
import { decodePng } from './decode-png.ts';

const scenes = BACKGROUND_STYLES.map((style, i) => renderScene(style, seededRandom(100 + i)));
const puzzle = (seed: number) => composePuzzle(scenes[seed % scenes.length]!, seededRandom(seed));

/** Pixels of the piece whose 11 × 11 neighbourhood is opaque: clear of the anti-aliased edge and the outline. */
function interior(piece: Uint8Array): number[] {
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < PIECE_SIZE && y < PIECE_SIZE && piece[(y * PIECE_SIZE + x) * 4 + 3] === 255;
  const inside: number[] = [];
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      let all = true;
      for (let dy = -5; dy <= 5 && all; dy++) for (let dx = -5; dx <= 5 && all; dx++) all = opaque(x + dx, y + dy);
      if (all) inside.push(y * PIECE_SIZE + x);
    }
  }
  return inside;
}

/**
 * Does the piece fit the gap at (x, y)? Inside the gap the background is the piece's own pixels times
 * the gap's darkness (0.38–0.52), rounded. The darkness k is estimated as the median ratio, and the
 * piece fits when 90% of the interior's bytes are k times the piece's within rounding. (Not all: where
 * a knob joins the body the bevel reaches a little further in.)
 */
function fitsAt(background: Uint8Array, piece: Uint8Array, x: number, y: number): boolean {
  const pairs: [number, number][] = [];
  for (const i of interior(piece)) {
    const b = ((y + Math.floor(i / PIECE_SIZE)) * PUZZLE_WIDTH + x + (i % PIECE_SIZE)) * 4;
    for (let c = 0; c < 3; c++) if (piece[i * 4 + c]! >= 24) pairs.push([background[b + c]!, piece[i * 4 + c]!]);
  }
  const ratios = pairs.map(([b, p]) => b / p).sort((a, b) => a - b);
  const k = ratios[ratios.length >> 1]!;
  const close = pairs.filter(([b, p]) => Math.abs(b - k * p) <= 1.5).length;
  return k >= 0.37 && k <= 0.53 && close >= 0.9 * pairs.length;
}

function decoded(p: Puzzle) {
  return { background: decodePng(p.background), piece: decodePng(p.piece) };
}

describe('composePuzzle', () => {
  it('places the gap within bounds, at positions that vary', () => {
    const xs = new Set<number>();
    const ys = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const p = puzzle(seed);
      expect([p.width, p.height, p.pieceSize]).toEqual([PUZZLE_WIDTH, PUZZLE_HEIGHT, PIECE_SIZE]);
      expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
      expect(p.x).toBeGreaterThanOrEqual(PIECE_X_MIN);
      expect(p.x).toBeLessThanOrEqual(PIECE_X_MAX);
      expect(p.x + PIECE_SIZE).toBeLessThanOrEqual(PUZZLE_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(PIECE_Y_MIN);
      expect(p.y).toBeLessThanOrEqual(PIECE_Y_MAX);
      if (p.decoy) {
        // The decoy never overlaps the real gap or the piece's start.
        expect(Math.abs(p.decoy.x - p.x)).toBeGreaterThanOrEqual(PIECE_SIZE + 4);
        expect(p.decoy.x).toBeGreaterThanOrEqual(PIECE_SIZE + 8);
        expect(p.decoy.x + PIECE_SIZE).toBeLessThanOrEqual(PUZZLE_WIDTH);
      }
      xs.add(p.x);
      ys.add(p.y);
    }
    expect(xs.size).toBeGreaterThan(30);
    expect(ys.size).toBeGreaterThan(20);
  });

  it('is reproducible from a seed, and one scene gives different images every time', () => {
    expect(puzzle(42).background.equals(puzzle(42).background)).toBe(true);
    const fromOneScene = Array.from({ length: 12 }, (_, i) => composePuzzle(scenes[0]!, seededRandom(1000 + i)));
    expect(new Set(fromOneScene.map((p) => p.background.toString('base64'))).size).toBe(12);
    // Not only the gap moves: the pixels far from both gaps differ too (window, mirror, tint, noise).
    const corner = (p: Puzzle) => decodePng(p.background).rgba.subarray(0, 4 * 40).join();
    expect(new Set(fromOneScene.map(corner)).size).toBe(12);
  });

  it('draws a darkened gap and a piece that is opaque inside, transparent outside', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const p = puzzle(seed);
      const { background: bg, piece } = decoded(p);
      expect([bg.width, bg.height, bg.colourType]).toEqual([PUZZLE_WIDTH, PUZZLE_HEIGHT, 2]);
      expect([piece.width, piece.height, piece.colourType]).toEqual([PIECE_SIZE, PIECE_SIZE, 6]);
      const alpha = (px: number, py: number) => piece.rgba[(py * PIECE_SIZE + px) * 4 + 3]!;
      // The body's centre is always inside; the corners of the square are always outside.
      expect(alpha(28, 28)).toBe(255);
      for (const [cx, cy] of [[0, 0], [55, 0], [0, 55], [55, 55]] as const) expect(alpha(cx, cy)).toBe(0);
      // Some pixels are partly transparent: the edge is anti-aliased.
      let partial = 0;
      for (let i = 3; i < piece.rgba.length; i += 4) if (piece.rgba[i]! > 0 && piece.rgba[i]! < 255) partial++;
      expect(partial).toBeGreaterThan(20);
      // Inside the gap the background is darker than the piece's (unshaded) pixels there.
      const lum = (rgba: Uint8Array, i: number) => rgba[i]! + rgba[i + 1]! + rgba[i + 2]!;
      let gap = 0;
      let original = 0;
      for (let py = 20; py < 36; py++) {
        for (let px = 20; px < 36; px++) {
          gap += lum(bg.rgba, ((p.y + py) * PUZZLE_WIDTH + p.x + px) * 4);
          original += lum(piece.rgba, (py * PIECE_SIZE + px) * 4);
        }
      }
      expect(gap).toBeLessThan(original * 0.7);
    }
  });

  it('cuts the piece from the real gap: it fits there, not at the decoy', () => {
    let decoys = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = puzzle(seed);
      const { background, piece } = decoded(p);
      expect(fitsAt(background.rgba, piece.rgba, p.x, p.y)).toBe(true);
      if (p.decoy) {
        decoys++;
        expect(fitsAt(background.rgba, piece.rgba, p.decoy.x, p.decoy.y)).toBe(false);
      }
    }
    // About 70% of puzzles have a decoy.
    expect(decoys).toBeGreaterThan(16);
    expect(decoys).toBeLessThan(40);
  });

  it('uses every background style it is given', () => {
    expect(new Set(scenes.map((_, i) => puzzle(i).style))).toEqual(new Set(BACKGROUND_STYLES));
  });
});
