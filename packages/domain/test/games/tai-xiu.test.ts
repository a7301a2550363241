import { describe, expect, it } from 'vitest';
import {
  RoundRandom,
  TAI_XIU_RULES,
  allTaiXiuRolls,
  rollTaiXiu,
  settleTaiXiu,
  taiXiuHouseEdge,
  type TaiXiuBet,
  type TaiXiuDice,
} from '../../src/games/index.ts';

describe('tài xỉu house edge, over the 216 rolls', () => {
  it('is exactly 1/36 on Tài and on Xỉu: the six triples', () => {
    expect(taiXiuHouseEdge('tai')).toEqual({ numerator: 1, denominator: 36, value: 1 / 36 });
    expect(taiXiuHouseEdge('xiu')).toEqual({ numerator: 1, denominator: 36, value: 1 / 36 });
  });

  it('is 5/36 on any triple at 30 to 1', () => {
    expect(taiXiuHouseEdge('bo-ba')).toEqual({ numerator: 5, denominator: 36, value: 5 / 36 });
  });

  it('counts every roll once', () => {
    const rolls = allTaiXiuRolls();
    expect(rolls).toHaveLength(216);
    expect(new Set(rolls.map((d) => d.join(''))).size).toBe(216);
  });
});

describe('settlement (stake 10,000 VND; the win credited includes the stake)', () => {
  it.each<[TaiXiuBet, TaiXiuDice, number]>([
    ['tai', [6, 5, 6], 20_000],
    ['tai', [4, 4, 3], 20_000],
    ['tai', [1, 4, 5], 0],
    ['xiu', [1, 4, 5], 20_000],
    ['xiu', [1, 1, 2], 20_000],
    ['xiu', [6, 5, 6], 0],
    ['tai', [5, 5, 5], 0],
    ['xiu', [2, 2, 2], 0],
    ['tai', [6, 6, 6], 0],
    ['xiu', [1, 1, 1], 0],
    ['bo-ba', [3, 3, 3], 310_000],
    ['bo-ba', [3, 3, 4], 0],
  ])('%s on %j pays %i', (bet, dice, win) => {
    expect(settleTaiXiu(bet, dice, 10_000)).toEqual({ won: win > 0, win });
  });

  it('refuses a stake that is not whole VND and dice that are not dice', () => {
    expect(() => settleTaiXiu('tai', [1, 2, 3], 0)).toThrow(RangeError);
    expect(() => settleTaiXiu('tai', [1, 2, 3], 1.5)).toThrow(RangeError);
    expect(() => settleTaiXiu('tai', [0, 2, 7], 1_000)).toThrow(RangeError);
  });
});

describe('rolls', () => {
  it('are three dice from the round, the same each time it is recomputed', () => {
    const roll = () => rollTaiXiu(new RoundRandom('c3'.repeat(32), 'xuc-xac', 9));
    const dice = roll();
    expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    expect(roll()).toEqual(dice);
  });

  it('show each face about a sixth of the time', () => {
    const faces = new Array<number>(7).fill(0);
    for (let nonce = 0; nonce < 6_000; nonce += 1) {
      for (const d of rollTaiXiu(new RoundRandom('c3'.repeat(32), 'xuc-xac', nonce))) faces[d] = (faces[d] ?? 0) + 1;
    }
    // 18,000 dice: 3,000 expected per face, sd ≈ 50.
    for (let face = 1; face <= 6; face += 1) expect(Math.abs((faces[face] ?? 0) - 3_000)).toBeLessThan(250);
  });
});

describe('rules text', () => {
  it('says that a triple loses Tài and Xỉu', () => {
    expect(TAI_XIU_RULES).toContain('Khi 3 xúc xắc ra cùng một mặt (bộ ba, ví dụ 4-4-4), cả cửa Tài và cửa Xỉu đều thua.');
  });
});
