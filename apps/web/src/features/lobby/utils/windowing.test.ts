import { describe, expect, it } from 'vitest';
import { gridGeometry, itemSlice, visibleRows, type GridLayout } from './windowing.ts';

const phone: GridLayout = { minTileWidth: 150, gap: 12, artRatio: 0.75, captionHeight: 52, overscanRows: 3 };
const desktop: GridLayout = { minTileWidth: 200, gap: 16, artRatio: 0.75, captionHeight: 56, overscanRows: 2 };

describe('grid geometry', () => {
  it('fits two columns on a 390 px phone and on a 360 px one', () => {
    const g = gridGeometry(366, 2000, phone);
    expect(g.columns).toBe(2);
    expect(g.tileWidth).toBe(177);
    // 4:3 art in whole pixels, then the caption.
    expect(g.tileHeight).toBe(133 + 52);
    expect(g.rowHeight).toBe(185 + 12);
    expect(g.rows).toBe(1000);
    expect(g.totalHeight).toBe(1000 * 197 - 12);
    expect(gridGeometry(336, 10, phone).columns).toBe(2);
  });

  it('fits five columns in the 1,192 px desktop container', () => {
    const g = gridGeometry(1192, 2000, desktop);
    expect(g.columns).toBe(5);
    expect(g.rows).toBe(400);
    expect(Number.isInteger(g.rowHeight)).toBe(true);
  });

  it('keeps one column and no height for no width or no games', () => {
    expect(gridGeometry(0, 5, phone)).toMatchObject({ columns: 1, tileWidth: 0, rows: 5 });
    expect(gridGeometry(366, 0, phone)).toMatchObject({ rows: 0, totalHeight: 0 });
    expect(gridGeometry(366, 3, phone).rows).toBe(2);
  });
});

describe('visible rows', () => {
  const geometry = { rowHeight: 200, rows: 1000 };

  it('starts at the top while the grid begins below the top of the screen', () => {
    expect(visibleRows(300, 844, geometry, 2)).toEqual({ first: 0, last: 5 });
  });

  it('follows the scroll, with overscan on both sides', () => {
    // Scrolled 10,000 px into the grid: rows 50 to 54 meet an 844 px viewport.
    expect(visibleRows(-10_000, 844, geometry, 2)).toEqual({ first: 48, last: 57 });
    expect(visibleRows(-10_000, 844, geometry, 0)).toEqual({ first: 50, last: 55 });
  });

  it('stops at the last row and renders nothing for a grid far below or above the screen', () => {
    expect(visibleRows(-199_900, 844, geometry, 2)).toEqual({ first: 997, last: 1000 });
    expect(visibleRows(5000, 844, geometry, 2)).toEqual({ first: 0, last: 0 });
    expect(visibleRows(-300_000, 844, geometry, 2)).toEqual({ first: 1000, last: 1000 });
    expect(visibleRows(0, 844, { rowHeight: 200, rows: 0 }, 2)).toEqual({ first: 0, last: 0 });
  });

  it('never leaves a tile that meets the viewport unrendered, at any scroll position', () => {
    const g = gridGeometry(366, 2000, phone);
    const viewport = 844;
    for (let scrolled = -400; scrolled < g.totalHeight; scrolled += 37) {
      const gridTop = -scrolled;
      const { start, end } = itemSlice(visibleRows(gridTop, viewport, g, 0), g.columns, 2000);
      for (let item = 0; item < 2000; item++) {
        const top = gridTop + Math.floor(item / g.columns) * g.rowHeight;
        const meets = top < viewport && top + g.tileHeight > 0;
        if (meets) expect(item >= start && item < end, `item ${item} at scroll ${scrolled}`).toBe(true);
      }
      // ...and never renders more than a screenful of rows plus the partial ones at the edges.
      expect(end - start).toBeLessThanOrEqual((Math.ceil(viewport / g.rowHeight) + 1) * g.columns);
    }
  });
});

describe('item slice', () => {
  it('maps rows to items, the last row possibly short', () => {
    expect(itemSlice({ first: 48, last: 57 }, 2, 2000)).toEqual({ start: 96, end: 114 });
    expect(itemSlice({ first: 0, last: 2 }, 2, 3)).toEqual({ start: 0, end: 3 });
    expect(itemSlice({ first: 0, last: 0 }, 5, 100)).toEqual({ start: 0, end: 0 });
  });
});
