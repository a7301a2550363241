import { pick, randomBetween, randomInt, type RandomSource } from './random.ts';

/**
 * RGB pixels, three numbers a pixel. Scenes are painted in floats (many soft layers, no banding);
 * a puzzle is composed in bytes (Uint8ClampedArray: every store rounds and clamps).
 */
export type Pixels = Float32Array | Uint8ClampedArray;
export type Rgb = readonly [number, number, number];

export class Canvas<P extends Pixels = Pixels> {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly data: P,
  ) {
    if (data.length !== width * height * 3) throw new RangeError(`Expected ${width * height * 3} values for ${width}x${height}`);
  }

  /** Mixes `colour` into pixel (px, py) with weight `a` (0–1). */
  blend(px: number, py: number, colour: Rgb, a: number): void {
    const i = (py * this.width + px) * 3;
    const d = this.data;
    d[i] = d[i]! + (colour[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (colour[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (colour[2] - d[i + 2]!) * a;
  }
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Math.hypot is several times slower and its overflow care is not needed here. */
export function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
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
export function makePalette(random: RandomSource): Rgb[] {
  const base = random() * 360;
  const offsets = pick(random, [
    [0, 25, -25, 50],
    [0, 180, 20, 200],
    [0, 120, 240, 60],
  ]);
  const count = randomInt(random, 3, 4);
  const colours: Rgb[] = [];
  for (let i = 0; i < count; i++) {
    colours.push(hsl(base + offsets[i]! + randomBetween(random, -12, 12), randomBetween(random, 0.35, 0.8), randomBetween(random, 0.32, 0.72)));
  }
  return colours;
}

const RAMP_STEPS = 256;

/** The palette as a smooth gradient sampled at RAMP_STEPS points (RGB triples), for per-pixel lookups. */
export function rampTable(palette: readonly Rgb[]): Float32Array {
  const table = new Float32Array(RAMP_STEPS * 3);
  for (let k = 0; k < RAMP_STEPS; k++) {
    const scaled = (k / (RAMP_STEPS - 1)) * (palette.length - 1);
    const i = Math.min(Math.floor(scaled), palette.length - 2);
    table.set(mix(palette[i]!, palette[i + 1]!, scaled - i), k * 3);
  }
  return table;
}

/** Writes the ramp colour at t (clamped to [0, 1]) into pixel index p. */
export function putRamp(data: Pixels, p: number, table: Float32Array, t: number): void {
  const k = t <= 0 ? 0 : t >= 1 ? (RAMP_STEPS - 1) * 3 : Math.round(t * (RAMP_STEPS - 1)) * 3;
  data[p] = table[k]!;
  data[p + 1] = table[k + 1]!;
  data[p + 2] = table[k + 2]!;
}
