import type { Canvas } from './canvas.ts';
import { pick, randomBetween, randomInt, type RandomSource } from './random.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, type Scene } from './scene.ts';

const CHANNEL_ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/**
 * Fills `canvas` with a random window of the scene, mirrored or not on each axis, its colour
 * channels in a random order, each with a random gain and offset. One table look-up per byte: a
 * fraction of a millisecond.
 */
export function drawView(scene: Scene, canvas: Canvas<Uint8ClampedArray>, random: RandomSource): void {
  const { width, height, data } = canvas;
  const ox = randomInt(random, 0, SCENE_WIDTH - width);
  const oy = randomInt(random, 0, SCENE_HEIGHT - height);
  const flipX = random() < 0.5;
  const flipY = random() < 0.5;
  const [c0, c1, c2] = pick(random, CHANNEL_ORDERS);
  // lut[256 * c + v]: output channel c for source value v. The clamped array rounds and clamps.
  const lut = new Uint8ClampedArray(768);
  for (let c = 0; c < 3; c++) {
    const gain = randomBetween(random, 0.85, 1.15);
    const offset = randomBetween(random, -16, 16);
    for (let v = 0; v < 256; v++) lut[256 * c + v] = v * gain + offset;
  }
  const src = scene.rgb;
  const step = flipX ? -3 : 3;
  for (let py = 0; py < height; py++) {
    const sy = oy + (flipY ? height - 1 - py : py);
    let s = (sy * SCENE_WIDTH + ox + (flipX ? width - 1 : 0)) * 3;
    for (let d = py * width * 3, end = d + width * 3; d < end; d += 3, s += step) {
      data[d] = lut[src[s + c0]!]!;
      data[d + 1] = lut[256 + src[s + c1]!]!;
      data[d + 2] = lut[512 + src[s + c2]!]!;
    }
  }
}
