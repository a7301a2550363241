import { buildVietQrPayload, parseVietQrPayload } from '@app/domain';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { darkModulesPath } from './qr-path.ts';

const PIXELS_PER_MODULE = 4;

/** Paints the path's rectangles into an RGBA bitmap (white first), as the browser would draw the SVG. */
function rasterize(path: string, modules: number): { data: Uint8ClampedArray; width: number } {
  const width = modules * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * PIXELS_PER_MODULE; py < (Number(y) + 1) * PIXELS_PER_MODULE; py++) {
      for (let px = Number(x) * PIXELS_PER_MODULE; px < (Number(x) + Number(run)) * PIXELS_PER_MODULE; px++) {
        const i = (py * width + px) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width };
}

describe('QR drawing', () => {
  it('draws exactly the dark modules, one rectangle per run', () => {
    const modules = [
      [false, true, true, false, true],
      [true, true, true, true, true],
      [false, false, false, false, false],
    ];
    expect(darkModulesPath(modules)).toBe('M1 0h2v1h-2zM4 0h1v1h-1zM0 1h5v1h-5z');
  });

  it('draws a VietQR payload that a scanner reads back whole', () => {
    const payload = buildVietQrPayload({ bin: '970436', accountNumber: '0123456789', amount: 500_000, memo: 'RV7K2M9QXA' });
    const symbol = encode(payload, { ecc: 'M', border: 4 });
    const { data, width } = rasterize(darkModulesPath(symbol.data), symbol.size);
    const found = jsQR(data, width, width);
    expect(found?.data).toBe(payload);
    expect(parseVietQrPayload(found?.data ?? '')).toMatchObject({ bin: '970436', amount: 500_000, memo: 'RV7K2M9QXA' });
  });
});
