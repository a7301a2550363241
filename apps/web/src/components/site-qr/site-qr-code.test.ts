import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWhite, logoBoxInPixels, rasterizeQrSvg, type Bitmap } from '../qr/testing/rasterize-qr-svg.ts';
import { SITE_QR_QUIET_ZONE, SITE_QR_SIZES } from './site-qr-spec.ts';

/** Renders the site code as the page on `origin` would: the brand is chosen from the host when lib/brand loads. */
async function renderOn(origin: string, size: number): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('location', new URL(origin));
  const { SiteQrCode } = await import('./site-qr-code.tsx');
  return renderToStaticMarkup(createElement(SiteQrCode, { size }));
}

const HOSTS = [
  { origin: 'http://localhost:5173', initials: 'RV' },
  { origin: 'http://lamngoc.localhost:8080', initials: 'LN' },
  { origin: 'https://rongvang.localhost', initials: 'RV' },
];
const SIZES = [SITE_QR_SIZES.footer, SITE_QR_SIZES.enlarged];

/** Every pixel of the `depth` outermost rings. */
function ring(bitmap: Bitmap, depth: number): boolean[] {
  const pixels: boolean[] = [];
  for (let d = 0; d < depth; d++) {
    for (let i = 0; i < bitmap.width; i++) {
      const far = bitmap.width - 1 - d;
      pixels.push(isWhite(bitmap, i, d), isWhite(bitmap, i, far), isWhite(bitmap, d, i), isWhite(bitmap, far, i));
    }
  }
  return pixels;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(HOSTS)('the site QR code on $origin', ({ origin, initials }) => {
  it.each(SIZES)('at %i px reads back as the origin with the logo area left clear or blacked out', async (size) => {
    const markup = await renderOn(origin, size);
    expect(markup).toContain(`width="${size}" height="${size}"`);
    expect(markup).toContain(`>${initials}</text>`);
    for (const paint of ['clear', 'dark'] as const) {
      const bitmap = rasterizeQrSvg(markup, paint);
      expect(jsQR(bitmap.data, bitmap.width, bitmap.height)?.data, paint).toBe(origin);
    }
  });

  it.each(SIZES)('at %i px has a 40×20 px logo box in the centre', async (size) => {
    const box = logoBoxInPixels(await renderOn(origin, size));
    expect(box?.width).toBeCloseTo(40);
    expect(box?.height).toBeCloseTo(20);
    expect(box?.x).toBeCloseTo((size - 40) / 2);
    expect(box?.y).toBeCloseTo((size - 20) / 2);
  });

  it.each(SIZES)('at %i px has exactly 10 px of white on each side', async (size) => {
    const bitmap = rasterizeQrSvg(await renderOn(origin, size), 'clear');
    expect(ring(bitmap, SITE_QR_QUIET_ZONE).every(Boolean)).toBe(true);
    // The finder patterns start right at the quiet zone's inner edge: on the top, left, bottom and right lines.
    const inner = ring(bitmap, SITE_QR_QUIET_ZONE + 1).slice(SITE_QR_QUIET_ZONE * size * 4);
    expect(inner.filter((white) => !white).length).toBeGreaterThan(size / 2);
    for (const side of [0, 1, 2, 3]) expect(inner.filter((_, i) => i % 4 === side)).toContain(false);
  });
});
