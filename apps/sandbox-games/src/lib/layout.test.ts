import { describe, expect, it } from 'vitest';
import { slotLayout } from './layout.ts';

describe('slot layout', () => {
  it('fills a portrait phone across, with cells a little taller than wide', () => {
    // Pixel 7: 412 wide; the stage keeps about 560 px between the top bar and the controls.
    const { cellWidth, cellHeight } = slotLayout(396, 560);
    expect(cellWidth).toBe(75);
    expect(cellHeight).toBe(97);
    expect(5 * cellWidth + 20).toBeLessThanOrEqual(396);
    expect(3 * cellHeight + 20 + 96).toBeLessThanOrEqual(560);
  });

  it('is bounded by the height on a wide screen and never exceeds the largest cell', () => {
    const wide = slotLayout(1400, 620);
    expect(wide.cellWidth).toBe(150);
    expect(wide.cellHeight).toBe(168);
    expect(3 * wide.cellHeight + 20 + 96).toBeLessThanOrEqual(620);
    const short = slotLayout(1400, 400);
    expect(short.cellWidth).toBe(short.cellHeight);
    expect(3 * short.cellHeight + 20 + 96).toBeLessThanOrEqual(400);
  });

  it('keeps a playable minimum on a tiny stage', () => {
    expect(slotLayout(200, 150)).toEqual({ cellWidth: 40, cellHeight: 40 });
  });
});
