import { ROAD_ROWS } from '@app/domain/casino';
import type { RoadEntry } from './xoc-dia-types.ts';

/**
 * The "cầu" a xóc đĩa table shows, pure: the results oldest first in, the cells to draw out. Rows are
 * six, as on the baccarat scoreboards (domain casino/roads.ts), and the big road follows the same rules
 * with Chẵn and Lẻ in place of Banker and Player (there is no tie).
 */
export type Parity = 'chan' | 'le';
export const parityOf = (reds: number): Parity => (reds % 2 === 0 ? 'chan' : 'le');

export type Bead = { col: number; row: number; no: number; reds: number; parity: Parity };

/** Every result, one cell each, six rows top to bottom, then the next column (column-major). */
export function beadPlate(entries: readonly RoadEntry[]): Bead[] {
  return entries.map((e, i) => ({ col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, no: e.no, reds: e.reds, parity: parityOf(e.reds) }));
}

export type RoadCell = { col: number; row: number; no: number; parity: Parity; streak: number };

/**
 * The chẵn/lẻ big road: a streak goes down its column; a change starts a new column at the top, right
 * of where the last streak started. A streak longer than six, or one that meets a cell already drawn,
 * turns right along the row it reached (the "dragon tail").
 */
export function parityRoad(entries: readonly RoadEntry[]): { cells: RoadCell[]; columns: number } {
  const cells: RoadCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let streakStartCol = -1;
  let streak = -1;
  for (const entry of entries) {
    const parity = parityOf(entry.reds);
    const last = cells.at(-1);
    let col: number;
    let row: number;
    if (!last || last.parity !== parity) {
      streak += 1;
      col = streakStartCol + 1;
      while (taken.has(key(col, 0))) col += 1;
      row = 0;
      streakStartCol = col;
    } else if (last.col === streakStartCol && last.row + 1 < ROAD_ROWS && !taken.has(key(last.col, last.row + 1))) {
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
      while (taken.has(key(col, row))) col += 1;
    }
    taken.add(key(col, row));
    cells.push({ col, row, no: entry.no, parity, streak });
  }
  return { cells, columns: cells.reduce((max, c) => Math.max(max, c.col + 1), 0) };
}

export function parityCounts(entries: readonly RoadEntry[]): Record<Parity, number> {
  const counts = { chan: 0, le: 0 };
  for (const e of entries) counts[parityOf(e.reds)] += 1;
  return counts;
}
