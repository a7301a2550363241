import { RoundRandom, SLOT_GAMES, spinSlot } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { freeSpinCounts, lineCells, readSlotDetail, scatterCells, winEntries } from './slot-round.ts';
import { verifySlotRound } from './slot-verify.ts';

const def = SLOT_GAMES['kho-bau-rong'];
const SEED = 'ab'.repeat(32);
const round = (nonce: number) => spinSlot(def, new RoundRandom(SEED, 'member-seed', nonce), 1_000);

function findRound(pred: (r: ReturnType<typeof round>) => boolean): { nonce: number; result: ReturnType<typeof round> } {
  for (let nonce = 0; nonce < 50_000; nonce += 1) {
    const result = round(nonce);
    if (pred(result)) return { nonce, result };
  }
  throw new Error('no such round');
}

describe('reading a slot round', () => {
  it('accepts the domain round result and refuses other shapes', () => {
    const result = round(1);
    expect(readSlotDetail(JSON.parse(JSON.stringify(result)))).toEqual(result);
    expect(readSlotDetail({ ...result, grid: result.grid.slice(0, 2) })).toBeNull();
    expect(readSlotDetail({ ...result, freeSpins: [{}] })).toBeNull();
    expect(readSlotDetail('x')).toBeNull();
  });

  it('lights exactly the cells a line win runs over, and every scatter', () => {
    expect(lineCells(def, { line: 4, symbol: 'rong', count: 3, win: 2_000 })).toEqual([[0, 0], [1, 1], [2, 2]]);
    const grid = [
      ['a', 'cong-vang', 'k', 'q', 'j'],
      ['a', 'k', 'q', 'cong-vang', 'j'],
      ['cong-vang', 'k', 'q', 'a', 'j'],
    ];
    expect(scatterCells(def, grid)).toEqual([[1, 0], [3, 1], [0, 2]]);
  });

  it('lists each paying line and the scatters, in Vietnamese with VND', () => {
    const { result } = findRound((r) => r.lineWins.length > 0 && r.scatterWin > 0);
    const entries = winEntries(def, result);
    expect(entries).toHaveLength(result.lineWins.length + 1);
    expect(entries[0]?.text).toMatch(/^Dòng \d+: .+ ×\d · [\d,]+$/);
    expect(entries.at(-1)?.text).toMatch(/^Cổng Vàng \(Tán xạ\) ×\d · [\d,]+$/);
    expect(entries.reduce((sum, e) => sum + e.win, 0)).toBe(result.win);
  });
});

describe('free spins as announced', () => {
  it('tells of a retrigger only once it has happened, never beyond what was played', () => {
    const spins = (flags: boolean[]) => flags.map((triggersFreeSpins) => ({ triggersFreeSpins }));
    expect(freeSpinCounts(spins(Array(10).fill(false)), 10)).toEqual(Array(10).fill(10));
    const retrigger = [false, false, true, ...Array(17).fill(false)];
    expect(freeSpinCounts(spins(retrigger), 10)).toEqual([10, 10, 10, ...Array(17).fill(20)]);
    expect(freeSpinCounts(spins([false, false, false]), 10)).toEqual([3, 3, 3]);
  });
});

describe('checking a round once its seed is revealed', () => {
  it('agrees with an honest round, free spins included, and catches a changed one', () => {
    const { nonce, result } = findRound((r) => r.freeSpins.length > 0);
    const played = { roundId: 'SBX-1', stake: 1_000, win: result.totalWin, detail: result, fairness: { serverSeedHash: 'h', clientSeed: 'member-seed', nonce } };
    expect(verifySlotRound(def, played, SEED)).toBe(true);
    expect(verifySlotRound(def, { ...played, win: result.totalWin + 20 }, SEED)).toBe(false);
    const tampered = { ...result, freeSpins: result.freeSpins.map((s, i) => (i === 0 ? { ...s, stops: s.stops.map((x) => x + 1) } : s)) };
    expect(verifySlotRound(def, { ...played, detail: tampered }, SEED)).toBe(false);
    expect(verifySlotRound(def, played, 'cd'.repeat(32))).toBe(false);
  });
});
