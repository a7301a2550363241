import { encodePng } from './png.ts';
import { cryptoRandom, randomBetween, randomInt, seededRandom, type RandomSource } from './random.ts';

/**
 * D6: the slider puzzle's raster images. A procedural background (one of several styles, with
 * random shapes and speckle on top, so no two look alike and no flat colour can be template-matched),
 * a jigsaw-shaped gap cut at a random (x, y), and the piece: the same pixels, bevelled and outlined,
 * transparent outside the shape. Sometimes a fainter decoy gap at the same height hinders naive solvers.
 *
 * x and y are the top-left corner of the piece's PIECE_SIZE square (knobs included) in background
 * pixels: placing the piece image at (x, y) over the background fills the gap exactly.
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

export type BackgroundStyle = 'gradient' | 'blobs' | 'stripes' | 'cells' | 'clouds';
export const BACKGROUND_STYLES: readonly BackgroundStyle[] = ['gradient', 'blobs', 'stripes', 'cells', 'clouds'];

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
  decoy: { x: number; y: number } | null;
};

export function drawPuzzle(random: RandomSource = cryptoRandom): Puzzle {
  const width = PUZZLE_WIDTH;
  const height = PUZZLE_HEIGHT;
  const x = randomInt(random, PIECE_X_MIN, PIECE_X_MAX);
  const y = randomInt(random, PIECE_Y_MIN, PIECE_Y_MAX);
  // Per-pixel noise needs tens of thousands of numbers: a fast generator seeded from `random`.
  const noise = seededRandom(Math.floor(random() * 0x1_0000_0000));

  const canvas = new Canvas(width, height);
  const style = BACKGROUND_STYLES[Math.floor(random() * BACKGROUND_STYLES.length)]!;
  const palette = makePalette(random);
  PAINTERS[style](canvas, palette, random, noise);
  drawShapes(canvas, palette, random);
  speckle(canvas, random, noise);

  const shape = randomShape(random);
  const sdf = shapeField(shape);
  const piece = cutPiece(canvas, sdf, x, y);

  let decoy: Puzzle['decoy'] = null;
  if (random() < 0.7) {
    decoy = placeDecoy(random, x, y);
    const decoyShape = random() < 0.5 ? sdf : shapeField(randomShape(random));
    drawGap(canvas, decoyShape, decoy.x, decoy.y, { darkness: randomBetween(random, 0.72, 0.86), outline: 0.3, rim: 0.5 });
  }
  drawGap(canvas, sdf, x, y, { darkness: randomBetween(random, 0.38, 0.52), outline: 0.7, rim: 1 });

  return {
    width,
    height,
    pieceSize: PIECE_SIZE,
    x,
    y,
    // Sub filter and zlib level 4: measured the best size for the time on these backgrounds.
    background: encodePng(width, height, canvas.toRgba(), { filters: [1], level: 4 }),
    piece: encodePng(PIECE_SIZE, PIECE_SIZE, piece, { keepAlpha: true }),
    style,
    decoy,
  };
}

// ---------------------------------------------------------------------------------------------
// Canvas and colours

type Rgb = readonly [number, number, number];

class Canvas {
  /** RGB as floats 0–255, clamped on output. */
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  /** Mixes `colour` into pixel (px, py) with weight `a` (0–1). */
  blend(px: number, py: number, colour: Rgb, a: number): void {
    const i = (py * this.width + px) * 3;
    const d = this.data;
    d[i] = d[i]! + (colour[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (colour[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (colour[2] - d[i + 2]!) * a;
  }

  toRgba(): Uint8Array {
    const n = this.width * this.height;
    // Typed-array conversion rounds and clamps natively, much faster than per-pixel Math.round.
    const rgb = new Uint8ClampedArray(n * 3);
    rgb.set(this.data);
    const out = new Uint8Array(n * 4);
    for (let p = 0, i = 0, j = 0; p < n; p++, i += 3, j += 4) {
      out[j] = rgb[i]!;
      out[j + 1] = rgb[i + 1]!;
      out[j + 2] = rgb[i + 2]!;
      out[j + 3] = 255;
    }
    return out;
  }
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 1 ? [c, x, 0] : hue < 2 ? [x, c, 0] : hue < 3 ? [0, c, x] : hue < 4 ? [0, x, c] : hue < 5 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** 3–5 colours around a random hue: analogous, complementary or triadic. */
function makePalette(random: RandomSource): Rgb[] {
  const base = random() * 360;
  const scheme = Math.floor(random() * 3);
  const offsets = scheme === 0 ? [0, 25, -25, 50] : scheme === 1 ? [0, 180, 20, 200] : [0, 120, 240, 60];
  const count = randomInt(random, 3, 4);
  const colours: Rgb[] = [];
  for (let i = 0; i < count; i++) {
    colours.push(hsl(base + offsets[i]! + randomBetween(random, -12, 12), randomBetween(random, 0.35, 0.8), randomBetween(random, 0.32, 0.72)));
  }
  return colours;
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const RAMP_STEPS = 256;

/** The palette as a smooth gradient sampled at RAMP_STEPS points (RGB triples), for per-pixel lookups. */
function rampTable(palette: readonly Rgb[]): Float32Array {
  const table = new Float32Array(RAMP_STEPS * 3);
  for (let k = 0; k < RAMP_STEPS; k++) {
    const scaled = (k / (RAMP_STEPS - 1)) * (palette.length - 1);
    const i = Math.min(Math.floor(scaled), palette.length - 2);
    const c = mix(palette[i]!, palette[i + 1]!, scaled - i);
    table.set(c, k * 3);
  }
  return table;
}

/** Writes the ramp colour at t (clamped to [0, 1]) into pixel index p. */
function putRamp(data: Float32Array, p: number, table: Float32Array, t: number): void {
  const k = t <= 0 ? 0 : t >= 1 ? (RAMP_STEPS - 1) * 3 : Math.round(t * (RAMP_STEPS - 1)) * 3;
  data[p] = table[k]!;
  data[p + 1] = table[k + 1]!;
  data[p + 2] = table[k + 2]!;
}

// ---------------------------------------------------------------------------------------------
// Background styles

type Painter = (canvas: Canvas, palette: Rgb[], random: RandomSource, noise: RandomSource) => void;

const PAINTERS: Record<BackgroundStyle, Painter> = {
  gradient: paintGradient,
  blobs: paintBlobs,
  stripes: paintStripes,
  cells: paintCells,
  clouds: paintClouds,
};

function paintLinear(canvas: Canvas, colours: readonly Rgb[], angle: number): void {
  const { width, height, data } = canvas;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const span = Math.abs(width * cos) + Math.abs(height * sin);
  const table = rampTable(colours);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      putRamp(data, (py * width + px) * 3, table, ((px - width / 2) * cos + (py - height / 2) * sin) / span + 0.5);
    }
  }
}

function paintGradient(canvas: Canvas, palette: Rgb[], random: RandomSource): void {
  paintLinear(canvas, palette, random() * Math.PI * 2);
  // A second, soft radial light so the gradient is not a plain plane.
  const cx = random() * canvas.width;
  const cy = random() * canvas.height;
  const r = randomBetween(random, 90, 220);
  const light = random() < 0.5 ? ([255, 255, 255] as const) : ([0, 0, 0] as const);
  const strength = randomBetween(random, 0.15, 0.35);
  softDisc(canvas, cx, cy, r, light, strength);
}

function softDisc(canvas: Canvas, cx: number, cy: number, r: number, colour: Rgb, strength: number): void {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(canvas.width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(canvas.height - 1, Math.ceil(cy + r));
  const r2 = r * r;
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const dx = px - cx;
      const dy = py - cy;
      const w = 1 - (dx * dx + dy * dy) / r2;
      if (w > 0) canvas.blend(px, py, colour, w * w * strength);
    }
  }
}

function paintBlobs(canvas: Canvas, palette: Rgb[], random: RandomSource): void {
  paintLinear(canvas, [palette[0]!, palette[1]!], random() * Math.PI * 2);
  const count = randomInt(random, 6, 11);
  for (let i = 0; i < count; i++) {
    softDisc(
      canvas,
      randomBetween(random, -30, canvas.width + 30),
      randomBetween(random, -30, canvas.height + 30),
      randomBetween(random, 25, 110),
      pick(random, palette),
      randomBetween(random, 0.5, 0.95),
    );
  }
}

function paintStripes(canvas: Canvas, palette: Rgb[], random: RandomSource): void {
  const { width, height, data } = canvas;
  const angle = random() * Math.PI;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const period = randomBetween(random, 14, 46);
  const amplitude = random() < 0.7 ? randomBetween(random, 4, 22) : 0;
  const frequency = randomBetween(random, 0.015, 0.06);
  const phase = random() * Math.PI * 2;
  const softness = randomBetween(random, 0.08, 0.5);
  const n = palette.length;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const v = -px * sin + py * cos;
      const u = px * cos + py * sin + amplitude * Math.sin(v * frequency + phase);
      const band = u / period + 1000;
      const k = Math.floor(band);
      const f = band - k;
      let t = f > 1 - softness ? (f - (1 - softness)) / softness : 0;
      t = t * t * (3 - 2 * t);
      const a = palette[k % n]!;
      const b = palette[(k + 1) % n]!;
      const i = (py * width + px) * 3;
      data[i] = a[0] + (b[0] - a[0]) * t;
      data[i + 1] = a[1] + (b[1] - a[1]) * t;
      data[i + 2] = a[2] + (b[2] - a[2]) * t;
    }
  }
}

function paintCells(canvas: Canvas, palette: Rgb[], random: RandomSource): void {
  const { width, height, data } = canvas;
  const count = randomInt(random, 9, 18);
  const sx = new Float32Array(count);
  const sy = new Float32Array(count);
  const colours: Rgb[] = [];
  for (let i = 0; i < count; i++) {
    sx[i] = random() * width;
    sy[i] = random() * height;
    const c = pick(random, palette);
    const shade = randomBetween(random, 0.8, 1.2);
    colours.push([c[0] * shade, c[1] * shade, c[2] * shade]);
  }
  const border = randomBetween(random, 0, 0.5);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let d1 = Infinity;
      let d2 = Infinity;
      let nearest = 0;
      for (let s = 0; s < count; s++) {
        const dx = px - sx[s]!;
        const dy = py - sy[s]!;
        const d = dx * dx + dy * dy;
        if (d < d1) {
          d2 = d1;
          d1 = d;
          nearest = s;
        } else if (d < d2) {
          d2 = d;
        }
      }
      const c = colours[nearest]!;
      // Darken towards the cell's border and slightly towards its centre's distance.
      const edge = Math.sqrt(d2) - Math.sqrt(d1);
      const f = (1 - border * clamp01(1 - edge / 3)) * (1.08 - Math.min(0.25, Math.sqrt(d1) / 400));
      const i = (py * width + px) * 3;
      data[i] = c[0] * f;
      data[i + 1] = c[1] * f;
      data[i + 2] = c[2] * f;
    }
  }
}

function paintClouds(canvas: Canvas, palette: Rgb[], random: RandomSource, noise: RandomSource): void {
  const { width, height, data } = canvas;
  const field = new Float32Array(width * height);
  // Value noise, three octaves: a random lattice per octave, smoothly interpolated.
  const octaves: [number, number][] = [
    [randomBetween(random, 40, 80), 0.6],
    [randomBetween(random, 16, 30), 0.28],
    [randomBetween(random, 6, 12), 0.12],
  ];
  for (const [cell, weight] of octaves) {
    const cols = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    const lattice = new Float32Array(cols * rows);
    for (let i = 0; i < lattice.length; i++) lattice[i] = noise() * weight;
    for (let py = 0; py < height; py++) {
      const gy = py / cell;
      const iy = Math.floor(gy);
      let fy = gy - iy;
      fy = fy * fy * (3 - 2 * fy);
      const row0 = iy * cols;
      const row1 = row0 + cols;
      for (let px = 0; px < width; px++) {
        const gx = px / cell;
        const ix = Math.floor(gx);
        let fx = gx - ix;
        fx = fx * fx * (3 - 2 * fx);
        const a = lattice[row0 + ix]!;
        const b = lattice[row0 + ix + 1]!;
        const c = lattice[row1 + ix]!;
        const d = lattice[row1 + ix + 1]!;
        field[py * width + px] = field[py * width + px]! + a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
      }
    }
  }
  const contrast = randomBetween(random, 1.1, 1.7);
  const table = rampTable(palette);
  for (let p = 0; p < field.length; p++) putRamp(data, p * 3, table, (field[p]! - 0.5) * contrast + 0.5);
}

// ---------------------------------------------------------------------------------------------
// Overlays: random shapes with hard edges (so edge detectors find more than the gap) and speckle.

function drawShapes(canvas: Canvas, palette: Rgb[], random: RandomSource): void {
  const count = randomInt(random, 3, 8);
  for (let i = 0; i < count; i++) {
    const kind = Math.floor(random() * 3);
    const colour = random() < 0.25 ? (random() < 0.5 ? ([255, 255, 255] as const) : ([20, 20, 30] as const)) : pick(random, palette);
    const alpha = randomBetween(random, 0.15, 0.55);
    if (kind === 0) {
      // Filled disc with an anti-aliased edge.
      const r = randomBetween(random, 6, 40);
      const cx = random() * canvas.width;
      const cy = random() * canvas.height;
      stroke(canvas, cx - r, cy - r, cx + r, cy + r, (px, py) => length(px - cx, py - cy) - r, colour, alpha);
    } else if (kind === 1) {
      // Ring.
      const r = randomBetween(random, 10, 50);
      const half = randomBetween(random, 1, 4);
      const cx = random() * canvas.width;
      const cy = random() * canvas.height;
      stroke(canvas, cx - r - half, cy - r - half, cx + r + half, cy + r + half, (px, py) => Math.abs(length(px - cx, py - cy) - r) - half, colour, alpha);
    } else {
      // Thick line segment.
      const ax = random() * canvas.width;
      const ay = random() * canvas.height;
      const bx = ax + randomBetween(random, -160, 160);
      const by = ay + randomBetween(random, -80, 80);
      const half = randomBetween(random, 1, 5);
      stroke(
        canvas,
        Math.min(ax, bx) - half,
        Math.min(ay, by) - half,
        Math.max(ax, bx) + half,
        Math.max(ay, by) + half,
        (px, py) => segmentDistance(px, py, ax, ay, bx, by) - half,
        colour,
        alpha,
      );
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

/** Math.hypot is several times slower and its overflow care is not needed here. */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

/**
 * Noise: none, a fine grain on every pixel (mostly luminance, a little colour), or sparse speckles.
 * Noise is what PNG compresses worst, so it is kept to what hinders matching pixels one to one.
 */
function speckle(canvas: Canvas, random: RandomSource, noise: RandomSource): void {
  const mode = random();
  if (mode < 0.3) return;
  const data = canvas.data;
  // xorshift32 inline: one 32-bit draw gives four noise bytes.
  let state = Math.floor(noise() * 0xffff_fffe) + 1;
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

// ---------------------------------------------------------------------------------------------
// The jigsaw shape: a square body with a round knob (out) or socket (in) on each side, or a flat side.

type Side = 'out' | 'in' | 'flat';
type Shape = { top: Side; right: Side; bottom: Side; left: Side };

const MARGIN = 10;
const BODY = PIECE_SIZE - 2 * MARGIN;
const KNOB_RADIUS = 7;
/** How far the knob's centre sits beyond (out) or inside (in) the body's edge. */
const KNOB_OFFSET = 2.5;
/** Light comes from the top left (unit vector towards the light). */
const LIGHT_X = -Math.SQRT1_2;
const LIGHT_Y = -Math.SQRT1_2;

function randomShape(random: RandomSource): Shape {
  const side = (): Side => {
    const r = random();
    return r < 0.45 ? 'out' : r < 0.8 ? 'in' : 'flat';
  };
  const shape: Shape = { top: side(), right: side(), bottom: side(), left: side() };
  if (!Object.values(shape).includes('out')) {
    shape[pick(random, ['top', 'right', 'bottom', 'left'] as const)] = 'out';
  }
  return shape;
}

type Knob = { cx: number; cy: number; out: boolean };

function knobsOf(shape: Shape): Knob[] {
  const centre = PIECE_SIZE / 2;
  const lo = MARGIN;
  const hi = MARGIN + BODY;
  const sides: [Side, number, number, number, number][] = [
    [shape.top, centre, lo, 0, -1],
    [shape.right, hi, centre, 1, 0],
    [shape.bottom, centre, hi, 0, 1],
    [shape.left, lo, centre, -1, 0],
  ];
  const knobs: Knob[] = [];
  for (const [side, ex, ey, nx, ny] of sides) {
    if (side === 'flat') continue;
    const sign = side === 'out' ? 1 : -1;
    knobs.push({ cx: ex + nx * KNOB_OFFSET * sign, cy: ey + ny * KNOB_OFFSET * sign, out: side === 'out' });
  }
  return knobs;
}

/** Signed distance to the shape's edge (negative inside), piece-local coordinates. */
function shapeDistance(knobs: readonly Knob[], px: number, py: number): number {
  const centre = PIECE_SIZE / 2;
  const half = BODY / 2;
  const qx = Math.abs(px - centre) - half;
  const qy = Math.abs(py - centre) - half;
  let d = length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  for (const knob of knobs) {
    const circle = length(px - knob.cx, py - knob.cy) - KNOB_RADIUS;
    d = knob.out ? Math.min(d, circle) : Math.max(d, -circle);
  }
  return d;
}

/** Distance and outward normal at each pixel centre of the piece square. */
type ShapeField = { distance: Float32Array; nx: Float32Array; ny: Float32Array };

/** 81 shapes at most: each field is computed once per process. */
const fieldCache = new Map<string, ShapeField>();

function shapeField(shape: Shape): ShapeField {
  const key = `${shape.top}${shape.right}${shape.bottom}${shape.left}`;
  const cached = fieldCache.get(key);
  if (cached) return cached;
  const knobs = knobsOf(shape);
  const n = PIECE_SIZE * PIECE_SIZE;
  const distance = new Float32Array(n);
  const nx = new Float32Array(n);
  const ny = new Float32Array(n);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const cx = px + 0.5;
      const cy = py + 0.5;
      const i = py * PIECE_SIZE + px;
      distance[i] = shapeDistance(knobs, cx, cy);
      const gx = shapeDistance(knobs, cx + 0.5, cy) - shapeDistance(knobs, cx - 0.5, cy);
      const gy = shapeDistance(knobs, cx, cy + 0.5) - shapeDistance(knobs, cx, cy - 0.5);
      const len = length(gx, gy) || 1;
      nx[i] = gx / len;
      ny[i] = gy / len;
    }
  }
  const field = { distance, nx, ny };
  fieldCache.set(key, field);
  return field;
}

/** The piece: background pixels inside the shape, bevelled and outlined; transparent outside. */
function cutPiece(canvas: Canvas, field: ShapeField, ox: number, oy: number): Uint8Array {
  const out = new Uint8Array(PIECE_SIZE * PIECE_SIZE * 4);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const i = py * PIECE_SIZE + px;
      const d = field.distance[i]!;
      const cover = clamp01(0.5 - d);
      if (cover === 0) continue;
      const src = ((oy + py) * canvas.width + ox + px) * 3;
      let r = canvas.data[src]!;
      let g = canvas.data[src + 1]!;
      let b = canvas.data[src + 2]!;
      // Bevel: the rim facing the light is lighter, the opposite rim darker.
      const rim = clamp01(1 - -d / 4);
      const facing = field.nx[i]! * LIGHT_X + field.ny[i]! * LIGHT_Y;
      if (facing > 0) {
        const k = 0.55 * rim * facing;
        r += (255 - r) * k;
        g += (255 - g) * k;
        b += (255 - b) * k;
      } else {
        const k = 1 - 0.45 * rim * -facing;
        r *= k;
        g *= k;
        b *= k;
      }
      // A light outline just inside the edge.
      const line = 0.9 * clamp01(1 - Math.abs(d + 0.9) / 0.9);
      r += (255 - r) * line;
      g += (255 - g) * line;
      b += (255 - b) * line;
      out[i * 4] = clampByte(r);
      out[i * 4 + 1] = clampByte(g);
      out[i * 4 + 2] = clampByte(b);
      out[i * 4 + 3] = clampByte(cover * 255);
    }
  }
  return out;
}

type GapStyle = { darkness: number; outline: number; rim: number };

/** The gap: darkened, with an inner shadow under the lit rim and a light outline. */
function drawGap(canvas: Canvas, field: ShapeField, ox: number, oy: number, style: GapStyle): void {
  const data = canvas.data;
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const i = py * PIECE_SIZE + px;
      const d = field.distance[i]!;
      if (d > 1.5) continue;
      const cover = clamp01(0.5 - d);
      const dst = ((oy + py) * canvas.width + ox + px) * 3;
      // A recess: the wall under the lit edge is in shadow, the far wall catches light.
      const rim = cover * clamp01(1 - -d / 5) * style.rim;
      const facing = field.nx[i]! * LIGHT_X + field.ny[i]! * LIGHT_Y;
      const shade = (1 - cover * (1 - style.darkness)) * (1 - 0.45 * rim * Math.max(facing, 0));
      const lift = 40 * rim * Math.max(-facing, 0);
      const line = style.outline * clamp01(1 - Math.abs(d + 0.2) / 1);
      for (let c = 0; c < 3; c++) {
        const v = data[dst + c]! * shade + lift;
        data[dst + c] = v + (245 - v) * line;
      }
    }
  }
}

/** A decoy gap at about the same height, at least 4 px clear of the real one and of the piece's start. */
function placeDecoy(random: RandomSource, x: number, y: number): { x: number; y: number } {
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
