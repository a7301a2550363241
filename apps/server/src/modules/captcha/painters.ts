import { type Canvas, clamp01, putRamp, rampTable, type Rgb } from './canvas.ts';
import { pick, randomBetween, randomInt, type RandomSource } from './random.ts';

/** The scene's base layer: one of five procedural styles, each with random parameters. */
export type BackgroundStyle = 'gradient' | 'blobs' | 'stripes' | 'cells' | 'clouds';
export const BACKGROUND_STYLES: readonly BackgroundStyle[] = ['gradient', 'blobs', 'stripes', 'cells', 'clouds'];

type Painter = (canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource, noise: RandomSource) => void;

export const PAINTERS: Record<BackgroundStyle, Painter> = {
  gradient: paintGradient,
  blobs: paintBlobs,
  stripes: paintStripes,
  cells: paintCells,
  clouds: paintClouds,
};

function paintLinear(canvas: Canvas<Float32Array>, colours: readonly Rgb[], angle: number): void {
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

function paintGradient(canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource): void {
  paintLinear(canvas, palette, random() * Math.PI * 2);
  // A second, soft radial light so the gradient is not a plain plane.
  const cx = random() * canvas.width;
  const cy = random() * canvas.height;
  const r = randomBetween(random, 90, 220);
  const light = random() < 0.5 ? ([255, 255, 255] as const) : ([0, 0, 0] as const);
  const strength = randomBetween(random, 0.15, 0.35);
  softDisc(canvas, cx, cy, r, light, strength);
}

function softDisc(canvas: Canvas<Float32Array>, cx: number, cy: number, r: number, colour: Rgb, strength: number): void {
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

function paintBlobs(canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource): void {
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

function paintStripes(canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource): void {
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

function paintCells(canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource): void {
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

function paintClouds(canvas: Canvas<Float32Array>, palette: Rgb[], random: RandomSource, noise: RandomSource): void {
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
