import { type Canvas, clamp01, length } from './canvas.ts';
import { PIECE_SIZE } from './geometry.ts';
import { pick, type RandomSource } from './random.ts';

/**
 * The jigsaw shape: a square body with a round knob (out) or socket (in) on each side, or a flat
 * side; the piece cut from the background in that shape, and the gap it leaves.
 */
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

export function randomShape(random: RandomSource): Shape {
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
export type ShapeField = { distance: Float32Array; nx: Float32Array; ny: Float32Array };

/** 81 shapes at most: each field is computed once per process. */
const fieldCache = new Map<string, ShapeField>();

export function shapeField(shape: Shape): ShapeField {
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
export function cutPiece(canvas: Canvas<Uint8ClampedArray>, field: ShapeField, ox: number, oy: number): Uint8ClampedArray {
  // Every store rounds and clamps to 0–255.
  const out = new Uint8ClampedArray(PIECE_SIZE * PIECE_SIZE * 4);
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
      out[i * 4] = r;
      out[i * 4 + 1] = g;
      out[i * 4 + 2] = b;
      out[i * 4 + 3] = cover * 255;
    }
  }
  return out;
}

type GapStyle = { darkness: number; outline: number; rim: number };

/** The gap: darkened, with an inner shadow under the lit rim and a light outline. */
export function drawGap(canvas: Canvas<Uint8ClampedArray>, field: ShapeField, ox: number, oy: number, style: GapStyle): void {
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

