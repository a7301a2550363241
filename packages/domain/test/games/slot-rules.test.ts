import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SLOT_GAMES,
  SLOT_RTP_VARIANTS,
  evaluateSpin,
  exactSlotStats,
  slotDefinition,
  slotDefinitionById,
  slotInfo,
  slotStakeProblem,
  spinSlot,
  type RandomSource,
} from '../../src/games/index.ts';
import { screenDefinition } from './slot-fixtures.ts';

// Filler rows: 'c' and 'd' pay nothing, so only the middle row can win. Stake 1,000: line stake 50 VND.
const TOP = 'c d c d c';
const BOTTOM = 'd c d c d';
const middleRow = (middle: string) => evaluateSpin(screenDefinition([TOP, middle, BOTTOM]), [0, 0, 0, 0, 0], 1_000);

describe('line wins (toy pays: wild 10/50/200, a 5/20/100, b 2/10/50 line stakes)', () => {
  it.each([
    ['a a a b b', 'a', 3, 5],
    ['a a a a a', 'a', 5, 100],
    ['wild a a b b', 'a', 3, 5],
    ['a wild wild a b', 'a', 4, 20],
    ['wild wild wild b b', 'b', 5, 50],
    ['wild wild wild wild a', 'a', 5, 100],
    // A tie between the wilds' own pay and the symbol they complete goes to the symbol.
    ['wild wild wild wild b', 'b', 5, 50],
    ['wild wild wild c c', 'wild', 3, 10],
    ['wild wild wild wild c', 'wild', 4, 50],
    ['wild wild wild wild wild', 'wild', 5, 200],
    ['wild wild wild scatter a', 'wild', 3, 10],
  ])('%s pays %s × %i on line 1', (middle, symbol, count, pays) => {
    expect(middleRow(middle).lineWins).toEqual([{ line: 1, symbol, count, win: pays * 50 }]);
  });

  it.each([['b a a a a'], ['a a b a a'], ['c a a a a'], ['scatter a a a a'], ['a a scatter a a'], ['wild wild scatter a a']])(
    '%s pays nothing: a win runs from reel 1 over consecutive reels',
    (middle) => {
      expect(middleRow(middle).lineWins).toEqual([]);
    },
  );

  it('pays every winning line, each along its own path', () => {
    const spin = evaluateSpin(screenDefinition(['a a a c d', 'a a a d c', 'd c d c d']), [0, 0, 0, 0, 0], 1_000);
    const lines = spin.lineWins.map((w) => w.line).sort((x, y) => x - y);
    // Every line whose first three cells, read along its own rows, are all in the block of 'a's.
    expect(lines).toEqual([1, 2, 6, 8, 10, 12, 14, 16]);
    expect(spin.lineWins.every((w) => w.symbol === 'a' && w.count === 3 && w.win === 5 * 50)).toBe(true);
    expect(spin.win).toBe(8 * 5 * 50);
  });
});

describe('scatters', () => {
  it('pay anywhere on the screen, by the total stake, and award free spins from 3', () => {
    const spin = evaluateSpin(screenDefinition(['scatter d c d c', 'a c scatter b d', 'd c d c scatter']), [0, 0, 0, 0, 0], 1_000);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWin).toBe(2 * 1_000);
    expect(spin.triggersFreeSpins).toBe(true);
    expect(spin.lineWins).toEqual([]);
    expect(spin.win).toBe(2_000);
  });

  it('pay nothing and award nothing for 2', () => {
    const spin = evaluateSpin(screenDefinition(['scatter d c d c', 'a c d b d', 'd c d c scatter']), [0, 0, 0, 0, 0], 1_000);
    expect(spin.scatterWin).toBe(0);
    expect(spin.triggersFreeSpins).toBe(false);
  });

  it('may not stand closer than 3 on a strip, so a reel never shows two', () => {
    expect(() => evaluateSpin(screenDefinition(['scatter d c d c', 'scatter c d b d', 'd c d c d']), [0, 0, 0, 0, 0], 1_000)).toThrow(/two scatters/);
  });
});

describe('free spins', () => {
  const zeros: RandomSource = { nextInt: () => 0 };

  it('play the award at the multiplier, retrigger, and stop at the cap', () => {
    // Three scatters on every spin: each free spin retriggers, so only the cap ends the round.
    const def = screenDefinition(['scatter d c d c', 'a scatter a b d', 'd c scatter c d'], { award: 10, multiplier: 2, maxTotal: 35 });
    const round = spinSlot(def, zeros, 1_000);
    expect(round.triggersFreeSpins).toBe(true);
    expect(round.win).toBe(2_000);
    expect(round.freeSpins).toHaveLength(35);
    for (const spin of round.freeSpins) {
      expect(spin.multiplier).toBe(2);
      expect(spin.win).toBe(4_000);
    }
    expect(round.totalWin).toBe(2_000 + 35 * 4_000);
  });

  it('draw five stops per spin from the round, base spin first', () => {
    const draws: number[] = [];
    const counting: RandomSource = { nextInt: (n) => (draws.push(n), 0) };
    const def = screenDefinition(['scatter d c d c', 'a scatter a b d', 'd c scatter c d'], { award: 2, multiplier: 2, maxTotal: 2 });
    spinSlot(def, counting, 1_000);
    expect(draws).toEqual(new Array(15).fill(3));
  });
});

describe('stakes', () => {
  const def = SLOT_GAMES['kho-bau-rong'];

  it('are whole VND, multiples of 20, from the game list', () => {
    expect(def.stakes).toEqual([1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000]);
    for (const stake of def.stakes) expect(slotStakeProblem(def, stake)).toBeNull();
    expect(slotStakeProblem(def, 1_010)).toBe('Mức cược phải chia hết cho 20 VND (20 dòng thưởng).');
    expect(slotStakeProblem(def, 3_000)).toBe('Mức cược phải là một trong các mức: 1,000, 2,000, 5,000, 10,000, 20,000, 50,000, 100,000, 200,000 VND.');
    expect(slotStakeProblem(def, 0)).toBe('Mức cược phải là một số tiền nguyên dương (VND).');
    expect(slotStakeProblem(def, 1_000.5)).toBe('Mức cược phải là một số tiền nguyên dương (VND).');
  });

  it('are checked before anything is drawn', () => {
    const never: RandomSource = {
      nextInt: () => {
        throw new Error('drew');
      },
    };
    expect(() => spinSlot(def, never, 1_010)).toThrow(RangeError);
  });
});

describe('shipped definitions', () => {
  it('are found by game id and by strip-set id, as a recall looks them up', () => {
    expect(slotDefinition('kho-bau-rong')).toBe(SLOT_GAMES['kho-bau-rong']);
    expect(slotDefinition('ngoc-bich-may-man', 94).id).toBe('ngoc-bich-may-man-94');
    expect(slotDefinitionById('kho-bau-rong-97')).toBe(SLOT_RTP_VARIANTS['kho-bau-rong'][97]);
    expect(slotDefinitionById('kho-bau-rong-95')).toBeUndefined();
  });

  it('never change their strips once shipped: past rounds must replay on the same strips', () => {
    const fingerprints = Object.fromEntries(
      Object.values(SLOT_RTP_VARIANTS)
        .flatMap((variants) => Object.values(variants))
        .map((def) => [def.id, createHash('sha256').update(JSON.stringify(def.reels)).digest('hex').slice(0, 16)]),
    );
    expect(fingerprints).toEqual(SHIPPED_STRIP_FINGERPRINTS);
  });

  it('describe themselves for the info screen in Vietnamese, pays in VND for a stake', () => {
    const info = slotInfo(SLOT_GAMES['kho-bau-rong'], 1_000);
    expect(info.name).toBe('Kho Báu Rồng');
    expect(info.paytable[0]).toEqual({ symbolId: 'cong-vang', symbolName: 'Cổng Vàng (Tán xạ)', pays3: 2_000, pays4: 10_000, pays5: 50_000, unit: 'vnd' });
    expect(info.paytable.find((row) => row.symbolId === 'rong')).toEqual({ symbolId: 'rong', symbolName: 'Rồng', pays3: 2_000, pays4: 7_500, pays5: 37_500, unit: 'vnd' });
    expect(slotInfo(SLOT_GAMES['kho-bau-rong']).paytable.find((row) => row.symbolId === 'rong')?.unit).toBe('line-stake');
    expect(info.strips[0]?.length).toBe(SLOT_GAMES['kho-bau-rong'].reels[0]?.length);
    expect(info.rules.at(-1)).toBe('Tỷ lệ hoàn trả lý thuyết (RTP): 96.00%.');
    expect(info.rtp).toBe(exactSlotStats(SLOT_GAMES['kho-bau-rong']).rtp);
  });
});

/** SHA-256 of each strip set's JSON, first 16 hex digits. A new strip set gets a new id and a new line here. */
const SHIPPED_STRIP_FINGERPRINTS = {
  'kho-bau-rong-94': '2311e2dc652516e7',
  'kho-bau-rong-96': 'ae3c6dc2ad20b952',
  'kho-bau-rong-97': '19f843d294293f51',
  'ngoc-bich-may-man-94': '3046bd41c6630ca5',
  'ngoc-bich-may-man-96': '679f7abdb226838c',
  'ngoc-bich-may-man-97': '406a3156ca0fbee1',
};
