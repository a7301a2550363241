import { STANDARD_PAYLINES, type SlotDefinition } from '../../src/games/index.ts';

/**
 * Small definitions for tests. Symbols 'c' and 'd' pay nothing: they fill a screen without making wins
 * of their own, so a table test sees only the wins it arranged.
 */
const base = {
  gameId: 'thu-nghiem',
  name: 'Thử nghiệm',
  rtpVariant: 0,
  symbols: [
    { id: 'wild', name: 'Hoang Dã', kind: 'wild' },
    { id: 'scatter', name: 'Tán xạ', kind: 'scatter' },
    { id: 'a', name: 'A', kind: 'regular' },
    { id: 'b', name: 'B', kind: 'regular' },
    { id: 'c', name: 'C', kind: 'regular' },
    { id: 'd', name: 'D', kind: 'regular' },
  ],
  paylines: STANDARD_PAYLINES,
  linePays: { wild: [10, 50, 200], a: [5, 20, 100], b: [2, 10, 50], c: [0, 0, 0], d: [0, 0, 0] },
  scatterPays: [2, 10, 50],
  freeSpins: { award: 10, multiplier: 2, maxTotal: 100 },
  stakes: [20, 1_000],
} as const satisfies Omit<SlotDefinition, 'id' | 'reels'>;

/**
 * A definition whose screen at stops 0,0,0,0,0 is exactly `rows` (3 rows of 5): each reel's strip is
 * its column, three long.
 */
export function screenDefinition(rows: readonly string[], freeSpins: SlotDefinition['freeSpins'] = base.freeSpins): SlotDefinition {
  const grid = rows.map((row) => row.trim().split(/\s+/));
  const reels = [0, 1, 2, 3, 4].map((reel) => grid.map((row) => row[reel] ?? 'c'));
  return { ...base, id: `screen-${rows.join('|')}`, reels, freeSpins };
}

/**
 * Short strips, so that every combination of stops (7 × 6 × 7 × 6 × 7 = 12,348) can be visited, with
 * scatters frequent enough for retriggers to matter, and a free-spin rule small enough that the whole
 * tree of free spins can be walked outcome by outcome.
 */
export const TOY: SlotDefinition = {
  ...base,
  id: 'toy',
  reels: [
    ['a', 'wild', 'b', 'scatter', 'c', 'a', 'd'],
    ['b', 'a', 'scatter', 'wild', 'c', 'b'],
    ['scatter', 'a', 'b', 'wild', 'a', 'c', 'd'],
    ['a', 'b', 'scatter', 'c', 'a', 'd'],
    ['wild', 'a', 'b', 'scatter', 'b', 'c', 'a'],
  ],
  freeSpins: { award: 2, multiplier: 2, maxTotal: 5 },
};
