import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/modules/captcha/png.ts';
import { seededRandom } from '../../src/modules/captcha/random.ts';
import { decodePng } from './decode-png.ts';

function image(width: number, height: number, alpha: (i: number) => number, seed = 1): Uint8Array {
  const random = seededRandom(seed);
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    // A gradient with noise: the Sub filter's differences wrap around in both directions.
    rgba[p * 4] = (p % width) * 3 + Math.floor(random() * 8);
    rgba[p * 4 + 1] = Math.floor(p / width) * 5;
    rgba[p * 4 + 2] = Math.floor(random() * 256);
    rgba[p * 4 + 3] = alpha(p);
  }
  return rgba;
}

/** The RGB bytes of an RGBA image. */
function rgbOf(rgba: Uint8Array): Uint8Array {
  return rgba.filter((_, i) => i % 4 !== 3);
}

describe('encodePng', () => {
  it('writes signature, IHDR, IDAT and IEND with correct CRCs', () => {
    const png = encodePng(7, 5, 3, rgbOf(image(7, 5, () => 255)));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR is the first chunk, 13 bytes long.
    expect(png.readUInt32BE(8)).toBe(13);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(7);
    expect(png.readUInt32BE(20)).toBe(5);
    expect(png[24]).toBe(8);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
    // IEND: empty, fixed CRC.
    expect(png.subarray(-12).toString('hex')).toBe('0000000049454e44ae426082');
    expect(decodePng(png).chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('round-trips RGB bytes as colour type 2', () => {
    const rgba = image(33, 17, () => 255);
    const decoded = decodePng(encodePng(33, 17, 3, rgbOf(rgba)));
    expect(decoded.colourType).toBe(2);
    expect([decoded.width, decoded.height]).toEqual([33, 17]);
    expect(decoded.rgba).toEqual(rgba);
  });

  it('round-trips RGBA bytes as colour type 6, opaque or not', () => {
    for (const alpha of [(p: number) => (p * 37) % 256, () => 255]) {
      const rgba = image(20, 11, alpha, 2);
      const decoded = decodePng(encodePng(20, 11, 4, rgba));
      expect(decoded.colourType).toBe(6);
      expect(decoded.rgba).toEqual(rgba);
    }
  });

  it('takes clamped arrays, and a single pixel', () => {
    const rgb = Uint8ClampedArray.from(rgbOf(image(5, 3, () => 255, 3)));
    expect(decodePng(encodePng(5, 3, 3, rgb)).rgba).toEqual(image(5, 3, () => 255, 3));
    expect([...decodePng(encodePng(1, 1, 4, new Uint8Array([1, 2, 3, 4]))).rgba]).toEqual([1, 2, 3, 4]);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(4, 4, 3, new Uint8Array(10))).toThrow(RangeError);
    expect(() => encodePng(4, 4, 4, new Uint8Array(48))).toThrow(RangeError);
    expect(() => encodePng(0, 4, 3, new Uint8Array(0))).toThrow(RangeError);
  });
});
