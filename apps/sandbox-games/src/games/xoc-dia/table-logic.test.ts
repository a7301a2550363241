import { describe, expect, it } from 'vitest';
import { XOC_DIA_PATHS } from '@app/contract/sandbox-xoc-dia';
import { GAME_PATHS } from '../../lib/paths.ts';
import {
  addChip,
  bettingShare,
  chipsFor,
  clockOffset,
  edgeText,
  outcomeOf,
  phaseAt,
  phaseEnd,
  resultText,
  secondsUntil,
  shownResult,
  slipLines,
  slipProblem,
  slipTotal,
  winningSpots,
} from './table-logic.ts';
import { XOC_DIA_GAME_PATHS } from './xoc-dia-paths.ts';
import { xt } from './xoc-dia-text.ts';
import type { Limits, Result } from './xoc-dia-types.ts';

const LIMITS: Limits = {
  chan: { min: 10_000, max: 50_000_000 },
  le: { min: 10_000, max: 50_000_000 },
  'four-red': { min: 10_000, max: 2_000_000 },
  'four-white': { min: 10_000, max: 2_000_000 },
  'three-red': { min: 10_000, max: 5_000_000 },
  'three-white': { min: 10_000, max: 5_000_000 },
};

const at = (s: number) => new Date(Date.UTC(2026, 10, 27) + s * 1000).toISOString();
const ms = (s: number) => Date.parse(at(s));
const RESULT: Result = { coins: ['red', 'white', 'red', 'red'], reds: 3, parity: 'le' };
const round = { startsAt: at(0), betsCloseAt: at(15), resultAt: at(18), endsAt: at(23), result: RESULT };

describe('the provider clock', () => {
  it('keeps the offset between the server time and the device', () => {
    expect(clockOffset(at(10), ms(7))).toBe(3_000);
    expect(clockOffset('not a time', 5)).toBe(0);
  });

  it('tells the phase, its end and the seconds left by the server clock', () => {
    expect(phaseAt(round, ms(14.9))).toBe('betting');
    expect(phaseAt(round, ms(15))).toBe('shaking');
    expect(phaseAt(round, ms(17.99))).toBe('shaking');
    expect(phaseAt(round, ms(18))).toBe('result');
    expect(phaseEnd(round, 'betting')).toBe(round.betsCloseAt);
    expect(phaseEnd(round, 'shaking')).toBe(round.resultAt);
    expect(phaseEnd(round, 'result')).toBe(round.endsAt);
    expect(secondsUntil(round.betsCloseAt, ms(12.2))).toBe(3);
    expect(secondsUntil(round.betsCloseAt, ms(20))).toBe(0);
    expect(bettingShare(round, ms(7.5))).toBe(0.5);
    expect(bettingShare(round, ms(30))).toBe(0);
  });

  it('a device clock that runs ahead changes nothing: the phase comes from the server time', () => {
    // The device reads 17 s while the server (as it answered) was at 12 s: the offset puts it back in betting.
    const offset = clockOffset(at(12), ms(17));
    expect(phaseAt(round, ms(17) + offset)).toBe('betting');
    expect(secondsUntil(round.betsCloseAt, ms(17) + offset)).toBe(3);
  });

  it('draws the coins only from the server result, and only once resultAt has come', () => {
    expect(shownResult(round, ms(17.9))).toBeNull();
    expect(shownResult(round, ms(18))).toEqual(RESULT);
    expect(shownResult({ ...round, result: null }, ms(19))).toBeNull();
  });
});

describe('the chips', () => {
  it('offers the chips the table limits allow', () => {
    expect(chipsFor(LIMITS)).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
    const high = Object.fromEntries(Object.entries(LIMITS).map(([k, l]) => [k, { ...l, min: 100_000 }])) as Limits;
    expect(chipsFor(high)).toEqual([100_000, 500_000, 1_000_000]);
    const odd = Object.fromEntries(Object.entries(LIMITS).map(([k]) => [k, { min: 20_000, max: 40_000 }])) as Limits;
    expect(chipsFor(odd)).toEqual([20_000]);
  });

  it('adds chips per cửa and gives the request lines in the domain order', () => {
    let slip = addChip({}, 'four-red', 10_000);
    slip = addChip(slip, 'chan', 50_000);
    slip = addChip(slip, 'chan', 100_000);
    expect(slipLines(slip)).toEqual([
      { kind: 'chan', amount: 150_000 },
      { kind: 'four-red', amount: 10_000 },
    ]);
    expect(slipTotal(slip)).toBe(160_000);
    expect(slipLines({})).toEqual([]);
  });

  it('checks the limits with what is already placed, and the balance, before sending', () => {
    expect(slipProblem({ le: 5_000 }, LIMITS, [], 1_000_000)).toBe('Mức cược tối thiểu cửa Lẻ là 10,000 VND.');
    expect(slipProblem({ 'four-red': 500_000 }, LIMITS, [{ kind: 'four-red', amount: 1_600_000 }], 10_000_000)).toBe(
      'Tổng cược cửa 4 Đỏ trong một ván tối đa là 2,000,000 VND.',
    );
    expect(slipProblem({ 'four-red': 400_000 }, LIMITS, [{ kind: 'four-red', amount: 1_600_000 }], 10_000_000)).toBeNull();
    expect(slipProblem({ chan: 100_000, le: 10_000 }, LIMITS, [], 100_000)).toBe('Số dư không đủ');
    expect(slipProblem({ chan: 100_000 }, LIMITS, [], 100_000)).toBeNull();
  });
});

describe('the result in words', () => {
  it('counts the reds and names Chẵn or Lẻ', () => {
    expect(resultText(RESULT)).toBe('3 đỏ 1 trắng · LẺ');
    expect(resultText({ reds: 4, parity: 'chan' })).toBe('4 đỏ · CHẴN');
    expect(resultText({ reds: 0, parity: 'chan' })).toBe('4 trắng · CHẴN');
    expect(resultText({ reds: 2, parity: 'chan' })).toBe('2 đỏ 2 trắng · CHẴN');
  });

  it('lights the cửa the reds make win', () => {
    expect(winningSpots(3)).toEqual(['le', 'three-red']);
    expect(winningSpots(0)).toEqual(['chan', 'four-white']);
    expect(winningSpots(2)).toEqual(['chan']);
  });

  it('celebrates only a return above the stake', () => {
    expect(outcomeOf([{ kind: 'chan', amount: 10_000 }], 19_800)).toEqual({ text: 'Bạn thắng 19,800', presentation: 'celebrate' });
    // Chẵn and Lẻ both: 19,800 back of 20,000 staked is stated, not celebrated.
    const both = [
      { kind: 'chan' as const, amount: 10_000 },
      { kind: 'le' as const, amount: 10_000 },
    ];
    expect(outcomeOf(both, 19_800)).toEqual({ text: 'Nhận lại 19,800', presentation: 'plain' });
    expect(outcomeOf([{ kind: 'le', amount: 10_000 }], 0)).toEqual({ text: 'Không trúng thưởng ván này', presentation: 'none' });
    expect(outcomeOf([{ kind: 'le', amount: 10_000 }], null)).toBeNull();
    expect(outcomeOf([], 0)).toBeNull();
  });
});

describe('the board read aloud', () => {
  it('names each cửa by what it shows, with the chips placed and waiting', () => {
    expect(xt.spotLabel('chan', 0, 0)).toBe('Chẵn, 0, 2 hoặc 4 đỏ, 1 ăn 0,98');
    expect(xt.spotLabel('three-white', 10_000, 50_000)).toBe('3 Trắng 1 Đỏ, 1 ăn 2,8, 10,000 (đã đặt), +50,000 (chờ đặt)');
    expect(xt.chip(1_000_000)).toBe('Phỉnh 1M: 1,000,000');
  });
});

describe('the info screen', () => {
  it("gives each cửa's exact house edge", () => {
    expect(edgeText('chan')).toBe('1.00% (1/100)');
    expect(edgeText('le')).toBe('1.00% (1/100)');
    expect(edgeText('four-red')).toBe('6.25% (1/16)');
    expect(edgeText('four-white')).toBe('6.25% (1/16)');
    expect(edgeText('three-red')).toBe('5.00% (1/20)');
    expect(edgeText('three-white')).toBe('5.00% (1/20)');
  });
});

describe('paths', () => {
  it("are the contract's, and go through the page's one client", () => {
    expect(XOC_DIA_GAME_PATHS).toEqual({
      xocDiaState: XOC_DIA_PATHS.state,
      xocDiaBet: XOC_DIA_PATHS.bet,
      xocDiaHistory: XOC_DIA_PATHS.history,
      xocDiaSeries: XOC_DIA_PATHS.series,
      xocDiaStream: XOC_DIA_PATHS.stream,
    });
    for (const [name, path] of Object.entries(XOC_DIA_GAME_PATHS)) expect(GAME_PATHS).toHaveProperty(name, path);
  });
});
