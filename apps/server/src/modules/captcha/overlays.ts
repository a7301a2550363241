import { type Canvas, clamp01, length, type Rgb } from './canvas.ts';
import { pick, randomBetween, type RandomSource } from './random.ts';

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 20, 30];

/**
 * `count` random discs, rings and thick lines with anti-aliased hard edges, so edge detectors find
 * more than the gap. Colours from `colours`, a quarter of them white or near black.
 */
export function drawShapes(canvas: Canvas, colours: readonly Rgb[], random: RandomSource, count: number): void {
  const { width, height } = canvas;
  for (let i = 0; i < count; i++) {
    const kind = Math.floor(random() * 3);
    const colour = random() < 0.25 ? (random() < 0.5 ? WHITE : INK) : pick(random, colours);
    const alpha = randomBetween(random, 0.15, 0.55);
    const cx = random() * width;
    const cy = random() * height;
    if (kind === 0) {
      const r = randomBetween(random, 6, 40);
      stroke(canvas, cx - r, cy - r, cx + r, cy + r, (px, py) => length(px - cx, py - cy) - r, colour, alpha);
    } else if (kind === 1) {
      const r = randomBetween(random, 10, 50);
      const half = randomBetween(random, 1, 4);
      const reach = r + half;
      stroke(canvas, cx - reach, cy - reach, cx + reach, cy + reach, (px, py) => Math.abs(length(px - cx, py - cy) - r) - half, colour, alpha);
    } else {
      const bx = cx + randomBetween(random, -160, 160);
      const by = cy + randomBetween(random, -80, 80);
      const half = randomBetween(random, 1, 5);
      const box = [Math.min(cx, bx) - half, Math.min(cy, by) - half, Math.max(cx, bx) + half, Math.max(cy, by) + half] as const;
      stroke(canvas, ...box, (px, py) => segmentDistance(px, py, cx, cy, bx, by) - half, colour, alpha);
    }
  }
}

/** Fills where `distance` < 0 (anti-aliased) inside the given box. */
function stroke(
  canvas: Canvas,
  left: number,
  top: number,
  right: number,
  bottom: number,
  distance: (px: number, py: number) => number,
  colour: Rgb,
  alpha: number,
): void {
  const x0 = Math.max(0, Math.floor(left) - 1);
  const x1 = Math.min(canvas.width - 1, Math.ceil(right) + 1);
  const y0 = Math.max(0, Math.floor(top) - 1);
  const y1 = Math.min(canvas.height - 1, Math.ceil(bottom) + 1);
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const cover = clamp01(0.5 - distance(px + 0.5, py + 0.5));
      if (cover > 0) canvas.blend(px, py, colour, cover * alpha);
    }
  }
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = clamp01(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1));
  return length(px - ax - t * dx, py - ay - t * dy);
}

/**
 * Noise: none, a fine grain on every pixel (mostly luminance, a little colour), or sparse speckles.
 * Drawn per puzzle, so no two puzzles cut from one scene agree pixel for pixel. Noise is what PNG
 * compresses worst (and deflate slowest), so it is kept to what hinders one-to-one pixel matching.
 */
export function speckle(data: Uint8ClampedArray, random: RandomSource): void {
  const mode = random();
  if (mode < 0.3) return;
  // xorshift32 inline: one 32-bit draw gives four noise bytes.
  let state = Math.floor(random() * 0xffff_fffe) + 1;
  if (mode < 0.65) {
    const l = (2 * randomBetween(random, 1.2, 3)) / 255;
    const c = (2 * randomBetween(random, 0, 1)) / 255;
    for (let i = 0; i < data.length; i += 3) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const lum = ((state & 0xff) - 127.5) * l;
      data[i] = data[i]! + lum + (((state >>> 8) & 0xff) - 127.5) * c;
      data[i + 1] = data[i + 1]! + lum + (((state >>> 16) & 0xff) - 127.5) * c;
      data[i + 2] = data[i + 2]! + lum + ((state >>> 24) - 127.5) * c;
    }
    return;
  }
  // Sparse speckles: a few percent of the pixels, lighter or darker.
  const threshold = Math.floor(randomBetween(random, 0.03, 0.09) * 0x1_0000);
  const strength = randomBetween(random, 18, 45) / 127.5;
  for (let i = 0; i < data.length; i += 3) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    if ((state & 0xffff) >= threshold) continue;
    const lum = ((state >>> 24) - 127.5) * strength;
    data[i] = data[i]! + lum;
    data[i + 1] = data[i + 1]! + lum;
    data[i + 2] = data[i + 2]! + lum;
  }
}
