/**
 * The maths of the windowed game grid (components/game-grid.tsx). The grid is as tall as all its rows,
 * but only the rows near the viewport are in the DOM: 2,000 games cost the DOM of a few dozen tiles,
 * and scrolling swaps rows instead of laying out thousands. Row heights are whole pixels decided here
 * and handed to the CSS grid (grid-auto-rows), never measured from the DOM, so no rounding drifts
 * down a long list and nothing jumps when rows come and go.
 */
export type GridLayout = {
  /** Columns are as many as fit at this width or wider. */
  minTileWidth: number;
  /** Between columns and between rows (px). */
  gap: number;
  /** Height of the art over its width (4:3 art: 0.75). */
  artRatio: number;
  /** The name and provider lines under the art (px). */
  captionHeight: number;
  /** Rows kept in the DOM above and below the viewport, so a fast scroll or Tab finds them already there. */
  overscanRows: number;
};

export type GridGeometry = {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  /** A row and the gap under it. */
  rowHeight: number;
  rows: number;
  totalHeight: number;
};

export function gridGeometry(width: number, count: number, layout: GridLayout): GridGeometry {
  const { minTileWidth, gap, artRatio, captionHeight } = layout;
  const usable = Math.max(0, width);
  const columns = Math.max(1, Math.floor((usable + gap) / (minTileWidth + gap)));
  const tileWidth = Math.max(0, (usable - gap * (columns - 1)) / columns);
  const tileHeight = Math.round(tileWidth * artRatio) + captionHeight;
  const rowHeight = tileHeight + gap;
  const rows = Math.ceil(Math.max(0, count) / columns);
  return { columns, tileWidth, tileHeight, rowHeight, rows, totalHeight: rows > 0 ? rows * rowHeight - gap : 0 };
}

/** Rows [first, last) to render. */
export type RowRange = { first: number; last: number };

/**
 * The rows that meet the viewport, plus `overscan` on each side. `gridTop` is the grid's top edge
 * relative to the viewport's (getBoundingClientRect().top: negative once scrolled past it).
 */
export function visibleRows(gridTop: number, viewportHeight: number, geometry: Pick<GridGeometry, 'rowHeight' | 'rows'>, overscan: number): RowRange {
  const { rowHeight, rows } = geometry;
  if (rows <= 0 || rowHeight <= 0) return { first: 0, last: 0 };
  const firstSeen = Math.floor(-gridTop / rowHeight);
  const lastSeen = Math.ceil((viewportHeight - gridTop) / rowHeight);
  const first = clamp(firstSeen - overscan, 0, rows);
  const last = clamp(lastSeen + overscan, first, rows);
  return { first, last };
}

/** The slice of the item list the rows hold: items [start, end). */
export function itemSlice(range: RowRange, columns: number, count: number): { start: number; end: number } {
  return { start: Math.min(count, range.first * columns), end: Math.min(count, range.last * columns) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
