import { describe, expect, it } from 'vitest';
import { fractionValue, shakeCoins, XOC_DIA_BET_KINDS, xocDiaHouseEdge, xocDiaResult, xocDiaReturn, xocDiaRound, type XocDiaBet } from '../../src/casino/index.ts';
import { generateServerSeed } from '../../src/index.ts';

describe('xóc đĩa', () => {
  it('counts reds and parity from the four coins', () => {
    expect(xocDiaResult(['red', 'white', 'red', 'red'])).toEqual({ coins: ['red', 'white', 'red', 'red'], reds: 3, parity: 'le' });
    expect(xocDiaResult(['white', 'white', 'white', 'white'])).toMatchObject({ reds: 0, parity: 'chan' });
    expect(() => xocDiaResult(['red', 'red', 'red'])).toThrow(RangeError);
  });

  // What each bet credits on a 100,000 VND stake, for every number of reds (hand-written).
  const table: Record<XocDiaBet, readonly number[]> = {
    chan: [198_000, 0, 198_000, 0, 198_000],
    le: [0, 198_000, 0, 198_000, 0],
    'four-red': [0, 0, 0, 0, 1_500_000],
    'four-white': [1_500_000, 0, 0, 0, 0],
    'three-red': [0, 0, 0, 380_000, 0],
    'three-white': [0, 380_000, 0, 0, 0],
  };
  it.each(XOC_DIA_BET_KINDS)('pays %s as the table says for 0–4 reds', (bet) => {
    expect([0, 1, 2, 3, 4].map((reds) => xocDiaReturn(bet, { reds }, 100_000))).toEqual(table[bet]);
  });

  it('floors fractions of a VND to the house', () => {
    expect(xocDiaReturn('chan', { reds: 2 }, 10_001)).toBe(10_001 + 9_800);
    expect(xocDiaReturn('three-red', { reds: 3 }, 10_003)).toBe(10_003 + 28_008);
    expect(() => xocDiaReturn('le', { reds: 1 }, 0)).toThrow(RangeError);
  });

  it('has the exact house edges of its prices', () => {
    expect(fractionValue(xocDiaHouseEdge('chan'))).toBeCloseTo(0.01, 12);
    expect(fractionValue(xocDiaHouseEdge('le'))).toBeCloseTo(0.01, 12);
    expect(fractionValue(xocDiaHouseEdge('four-red'))).toBeCloseTo(0.0625, 12);
    expect(fractionValue(xocDiaHouseEdge('three-white'))).toBeCloseTo(0.05, 12);
  });

  it('draws a round from its seed, series and position, the same every time', () => {
    const seed = generateServerSeed();
    expect(xocDiaRound(seed, 'xd-1-100', 3)).toEqual(xocDiaRound(seed, 'xd-1-100', 3));
    // Over many positions the four coins come out fair: about 8 in 16 throws chẵn.
    let chan = 0;
    for (let i = 0; i < 4_000; i += 1) if (xocDiaRound(seed, 'xd-1-100', i).parity === 'chan') chan += 1;
    expect(chan / 4_000).toBeGreaterThan(0.45);
    expect(chan / 4_000).toBeLessThan(0.55);
  });

  it('shakes one fair draw per coin', () => {
    const draws: number[] = [];
    const coins = shakeCoins({ nextInt: (n) => (draws.push(n), draws.length % 2) });
    expect(draws).toEqual([2, 2, 2, 2]);
    expect(coins.coins).toEqual(['red', 'white', 'red', 'white']);
  });
});
