import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, type RoadResult } from '../../src/casino/roads.ts';

const r = (s: string): RoadResult[] =>
  [...s].map((c) => ({ winner: c === 'P' ? 'player' : c === 'B' ? 'banker' : 'tie', playerPair: false, bankerPair: false }));
const at = (road: ReturnType<typeof bigRoad>) => road.cells.map((c) => `${c.winner[0]}${c.col},${c.row}${c.ties ? `+${c.ties}` : ''}`);

describe('bead plate', () => {
  it('fills six rows, top to bottom, then the next column, ties included', () => {
    const cells = beadPlate(r('PBTPPBBP'));
    expect(cells.map((c) => [c.col, c.row])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 0], [1, 1]]);
    expect(cells[2]!.result.winner).toBe('tie');
  });
});

describe('big road', () => {
  it('starts a new column when the winner changes and runs a streak down its column', () => {
    expect(at(bigRoad(r('PPBBBP')))).toEqual(['p0,0', 'p0,1', 'b1,0', 'b1,1', 'b1,2', 'p2,0']);
  });

  it('marks ties on the last cell, and leading ties on the first cell', () => {
    const road = bigRoad(r('TTPTTBT'));
    expect(at(road)).toEqual(['p0,0+4', 'b1,0+1']);
    expect(road.leadingTies).toBe(2);
    expect(bigRoad(r('TT')).cells).toEqual([]);
  });

  it('turns a streak longer than six rows to the right (dragon tail) and starts the next column after the streak', () => {
    const road = bigRoad(r('BBBBBBBBPP'));
    expect(at(road)).toEqual(['b0,0', 'b0,1', 'b0,2', 'b0,3', 'b0,4', 'b0,5', 'b1,5', 'b2,5', 'p1,0', 'p1,1']);
    expect(road.cells.map((c) => c.streak)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(road.columns).toBe(3);
  });

  it('turns early when the cell below is already taken by an earlier tail', () => {
    // Banker streak of 8 leaves a tail on row 5 of columns 1 and 2; the Player streak in column 1 stops at row 4.
    const road = bigRoad(r('BBBBBBBBPPPPPPP'));
    expect(at(road).slice(8)).toEqual(['p1,0', 'p1,1', 'p1,2', 'p1,3', 'p1,4', 'p2,4', 'p3,4']);
  });

  it('keeps the pairs on the cells', () => {
    const road = bigRoad([{ winner: 'banker', playerPair: true, bankerPair: false }]);
    expect(road.cells[0]).toMatchObject({ winner: 'banker', playerPair: true, bankerPair: false });
  });
});
