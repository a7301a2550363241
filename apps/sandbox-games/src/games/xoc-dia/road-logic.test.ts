import { describe, expect, it } from 'vitest';
import { beadPlate, parityCounts, parityRoad } from './road-logic.ts';

/** Road entries from numbers of reds, rounds numbered from 100. */
const road = (...reds: number[]) => reds.map((r, i) => ({ no: 100 + i, seriesId: 's-1', reds: r }));

describe('the cầu', () => {
  it('puts every round in the bead plate, six to a column, with its reds and parity', () => {
    const beads = beadPlate(road(0, 1, 2, 3, 4, 1, 2));
    expect(beads).toHaveLength(7);
    expect(beads[0]).toEqual({ col: 0, row: 0, no: 100, reds: 0, parity: 'chan' });
    expect(beads[5]).toEqual({ col: 0, row: 5, no: 105, reds: 1, parity: 'le' });
    expect(beads[6]).toEqual({ col: 1, row: 0, no: 106, reds: 2, parity: 'chan' });
  });

  it('runs a chẵn/lẻ streak down a column and starts a new column on a change', () => {
    // Chẵn, Chẵn, Lẻ, Lẻ, Lẻ, Chẵn.
    const { cells, columns } = parityRoad(road(2, 4, 1, 3, 1, 0));
    expect(cells.map((c) => [c.col, c.row, c.parity])).toEqual([
      [0, 0, 'chan'],
      [0, 1, 'chan'],
      [1, 0, 'le'],
      [1, 1, 'le'],
      [1, 2, 'le'],
      [2, 0, 'chan'],
    ]);
    expect(columns).toBe(3);
  });

  it('turns a streak longer than six right along the bottom row (the dragon tail)', () => {
    const { cells } = parityRoad(road(2, 2, 2, 2, 2, 2, 2, 2, 1));
    expect(cells.slice(5, 8).map((c) => [c.col, c.row])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
    // The next streak starts at the top of the column after the first streak's start.
    expect(cells[8]).toMatchObject({ col: 1, row: 0, parity: 'le', streak: 1 });
  });

  it('counts Chẵn and Lẻ', () => {
    expect(parityCounts(road(0, 1, 2, 3, 4))).toEqual({ chan: 3, le: 2 });
    expect(parityCounts([])).toEqual({ chan: 0, le: 0 });
  });
});
