import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_STYLES,
  drawPuzzle,
  PIECE_SIZE,
  PIECE_X_MAX,
  PIECE_X_MIN,
  PIECE_Y_MAX,
  PIECE_Y_MIN,
  PUZZLE_HEIGHT,
  PUZZLE_WIDTH,
} from '../../src/modules/captcha/puzzle-image.ts';
import { seededRandom } from '../../src/modules/captcha/random.ts';
import { decodePng } from './decode-png.ts';

describe('drawPuzzle', () => {
  it('places the gap within bounds, at positions that vary', () => {
    const xs = new Set<number>();
    const ys = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const p = drawPuzzle(seededRandom(seed));
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

  it('is reproducible from a seed and differs between calls', () => {
    const a = drawPuzzle(seededRandom(42));
    const b = drawPuzzle(seededRandom(42));
    expect(a.background.equals(b.background)).toBe(true);
    const backgrounds = new Set(Array.from({ length: 12 }, () => drawPuzzle().background.toString('base64')));
    expect(backgrounds.size).toBe(12);
  });

  it('uses every background style', () => {
    const styles = new Set(Array.from({ length: 80 }, (_, i) => drawPuzzle(seededRandom(1000 + i)).style));
    expect([...styles].sort()).toEqual([...BACKGROUND_STYLES].sort());
  });

  it('draws a darkened gap and a piece that is opaque inside, transparent outside', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const p = drawPuzzle(seededRandom(seed));
      const bg = decodePng(p.background);
      const piece = decodePng(p.piece);
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

  it('is fast', () => {
    for (let i = 0; i < 10; i++) drawPuzzle();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const p = drawPuzzle();
      times.push(performance.now() - started);
      bytes += p.background.length + p.piece.length;
    }
    times.sort((a, b) => a - b);
    const median = times[50]!;
    console.log(
      `drawPuzzle: median ${median.toFixed(1)} ms, p90 ${times[90]!.toFixed(1)} ms, max ${times[99]!.toFixed(1)} ms; ` +
        `mean PNG bytes (background + piece) ${Math.round(bytes / 100)}`,
    );
    // Generous for a loaded CI machine; about 6 ms on an idle one.
    expect(median).toBeLessThan(50);
  });
});
