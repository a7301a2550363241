import type { BaccaratWinner } from './baccarat.ts';

/**
 * The road maps a baccarat table shows beside its layout, drawn from the results of the shoe in order.
 * Both are pure: the page (and any test) gives the results, oldest first, and gets the cells to draw.
 */
export type RoadResult = { readonly winner: BaccaratWinner; readonly playerPair: boolean; readonly bankerPair: boolean };

/** Rows of every road: six, as printed on every scoreboard. */
export const ROAD_ROWS = 6;

export type BeadCell<T extends RoadResult> = { readonly col: number; readonly row: number; readonly result: T };

/**
 * The bead plate: every result, ties included, one cell each, filling six rows top to bottom and then
 * the next column to the right (column-major).
 */
export function beadPlate<T extends RoadResult>(results: readonly T[]): BeadCell<T>[] {
  return results.map((result, i) => ({ col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, result }));
}

export type BigRoadCell = {
  readonly col: number;
  readonly row: number;
  readonly winner: 'player' | 'banker';
  /** Ties dealt after this result (before the next Player or Banker win): drawn as a line across the cell. */
  readonly ties: number;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  /** The streak (logical column) the cell belongs to: a dragon tail's cells keep their streak's number. */
  readonly streak: number;
};

export type BigRoad = {
  readonly cells: BigRoadCell[];
  /** Ties dealt before the shoe's first Player or Banker win (marked on the first cell once there is one). */
  readonly leadingTies: number;
  /** Columns drawn (the rightmost cell's column + 1). */
  readonly columns: number;
};

/**
 * The big road: Player and Banker wins only. A streak of the same winner goes down its column; a change
 * of winner starts a new column at the top, right of where the last streak started. A tie adds a mark
 * to the last cell (or, before any, to the first cell drawn). A streak longer than six rows, or one that
 * meets a cell already drawn below it, turns right and runs along its row (the "dragon tail").
 */
export function bigRoad(results: readonly RoadResult[]): BigRoad {
  const cells: { col: number; row: number; winner: 'player' | 'banker'; ties: number; playerPair: boolean; bankerPair: boolean; streak: number }[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let leadingTies = 0;
  let streakStartCol = -1;
  let streak = -1;
  for (const result of results) {
    const last = cells.at(-1);
    if (result.winner === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.winner !== result.winner) {
      streak += 1;
      col = streakStartCol + 1;
      while (taken.has(key(col, 0))) col += 1;
      row = 0;
      streakStartCol = col;
    } else if (last.row + 1 < ROAD_ROWS && !taken.has(key(last.col, last.row + 1)) && last.col === streakStartCol) {
      col = last.col;
      row = last.row + 1;
    } else {
      // The tail: right along the row it reached, for as long as the streak lasts.
      col = last.col + 1;
      row = last.row;
      while (taken.has(key(col, row))) col += 1;
    }
    taken.add(key(col, row));
    cells.push({ col, row, winner: result.winner, ties: 0, playerPair: result.playerPair, bankerPair: result.bankerPair, streak });
  }
  if (leadingTies > 0 && cells[0]) cells[0].ties += leadingTies;
  const columns = cells.reduce((max, c) => Math.max(max, c.col + 1), 0);
  return { cells, leadingTies, columns };
}
