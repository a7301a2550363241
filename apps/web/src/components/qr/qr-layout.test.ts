import { describe, expect, it } from 'vitest';
import { clearModulesUnder, layoutQr } from './qr-layout.ts';

const allDark = (count: number) => Array.from({ length: count }, () => Array.from({ length: count }, () => true));

describe('QR layout', () => {
  it('keeps the standard quiet zone of four modules when no pixel width is asked for', () => {
    const layout = layoutQr(allDark(21), { size: 220 });
    expect(layout.viewBox).toEqual({ x: -4, y: -4, width: 29, height: 29 });
    expect(layout.logoBox).toBeNull();
  });

  it('turns a quiet zone in pixels into modules at the drawn size', () => {
    // 29 modules in the 90 px left inside 110 px: 10 px of margin is 29/9 modules.
    const { viewBox } = layoutQr(allDark(29), { size: 110, quietZone: 10 });
    const pixelsPerModule = 110 / viewBox.width;
    expect(-viewBox.x * pixelsPerModule).toBeCloseTo(10);
    expect((viewBox.width - 29 + viewBox.x) * pixelsPerModule).toBeCloseTo(10);
  });

  it('centres a logo box of the asked pixel size and clears every module it touches', () => {
    const layout = layoutQr(allDark(29), { size: 200, quietZone: 10, logo: { width: 40, height: 20 } });
    const pixelsPerModule = 180 / 29;
    expect(layout.logoBox?.width).toBeCloseTo(40 / pixelsPerModule);
    expect(layout.logoBox?.height).toBeCloseTo(20 / pixelsPerModule);
    expect(layout.logoBox?.x).toBeCloseTo((29 - 40 / pixelsPerModule) / 2);
    const cleared = layout.modules.flat().filter((dark) => !dark).length;
    // 40×20 px is 6.4×3.2 modules, straddling 7 or 8 columns and 4 or 5 rows.
    expect(cleared).toBeGreaterThanOrEqual(7 * 4);
    expect(cleared).toBeLessThanOrEqual(8 * 5);
  });

  it('clears modules overlapped even partly, and only those', () => {
    const cleared = clearModulesUnder(allDark(5), { x: 1.5, y: 1, width: 2, height: 1 });
    expect(cleared.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))).toEqual([
      '#####',
      '#...#',
      '#####',
      '#####',
      '#####',
    ]);
  });

  it('leaves the encoded symbol untouched', () => {
    const symbol = allDark(21);
    layoutQr(symbol, { size: 110, quietZone: 10, logo: { width: 40, height: 20 } });
    expect(symbol.flat().every(Boolean)).toBe(true);
  });
});
