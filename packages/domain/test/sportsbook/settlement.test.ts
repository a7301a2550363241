import { describe, expect, it } from 'vitest';
import { fraction } from '../../src/fraction.ts';
import { parseOdds } from '../../src/sportsbook/odds.ts';
import {
  HANDICAP_LINES,
  accumulatorPrice,
  accumulatorReturn,
  settleLine,
  settleSelection,
  singleReturn,
  type MatchResult,
  type Outcome,
  type Selection,
} from '../../src/sportsbook/settlement.ts';

const SYMBOL: Readonly<Record<string, Outcome>> = { W: 'win', w: 'half-win', P: 'push', l: 'half-loss', L: 'loss' };
const row = (cells: string): Outcome[] => cells.split(' ').map((c) => SYMBOL[c] as Outcome);

/**
 * Written by hand, not computed: the backed side's handicap line down the side, its goal difference
 * (its goals minus the other side's) across. W win, w half win, P push, l half loss, L loss.
 */
// prettier-ignore
const HANDICAP_TABLE: Readonly<Record<string, string>> = {
  //      goal difference: −5 −4 −3 −2 −1  0 +1 +2 +3 +4 +5
  '-3':                   'L L L L L L L L P W W',
  '-2.75':                'L L L L L L L L w W W',
  '-2.5':                 'L L L L L L L L W W W',
  '-2.25':                'L L L L L L L l W W W',
  '-2':                   'L L L L L L L P W W W',
  '-1.75':                'L L L L L L L w W W W',
  '-1.5':                 'L L L L L L L W W W W',
  '-1.25':                'L L L L L L l W W W W',
  '-1':                   'L L L L L L P W W W W',
  '-0.75':                'L L L L L L w W W W W',
  '-0.5':                 'L L L L L L W W W W W',
  '-0.25':                'L L L L L l W W W W W',
  '0':                    'L L L L L P W W W W W',
  '0.25':                 'L L L L L w W W W W W',
  '0.5':                  'L L L L L W W W W W W',
  '0.75':                 'L L L L l W W W W W W',
  '1':                    'L L L L P W W W W W W',
  '1.25':                 'L L L L w W W W W W W',
  '1.5':                  'L L L L W W W W W W W',
  '1.75':                 'L L L l W W W W W W W',
  '2':                    'L L L P W W W W W W W',
  '2.25':                 'L L L w W W W W W W W',
  '2.5':                  'L L L W W W W W W W W',
  '2.75':                 'L L l W W W W W W W W',
  '3':                    'L L P W W W W W W W W',
};

const GOAL_DIFFERENCES = Array.from({ length: 11 }, (_, i) => i - 5);

/** A second derivation: the two half-stakes on line ± 0.25 each settle on a whole or half line by sign. */
function fromHalfLines(difference: number, line: number): Outcome {
  const bySign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);
  const halves = Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25];
  const sum = halves.reduce((s, half) => s + bySign(difference + half), 0); // each half: +1 won, 0 refunded, −1 lost
  return ({ 2: 'win', 1: 'half-win', 0: 'push', [-1]: 'half-loss', [-2]: 'loss' } as Record<number, Outcome>)[sum] as Outcome;
}

const score = (fullTime: string, firstHalf = '0-0'): MatchResult => {
  const parse = (s: string) => {
    const [home, away] = s.split('-').map(Number);
    return { home: home as number, away: away as number };
  };
  return { fullTime: parse(fullTime), firstHalf: parse(firstHalf) };
};

describe('Asian handicap: every line from −3 to +3 in quarter steps × goal differences −5…+5', () => {
  it('covers the 25 lines of the board', () => {
    expect(HANDICAP_LINES.map(String)).toEqual(Object.keys(HANDICAP_TABLE).sort((a, b) => Number(a) - Number(b)));
  });

  it.each(Object.entries(HANDICAP_TABLE))('line %s settles as the hand-written row', (line, cells) => {
    const expected = row(cells);
    expect(expected).toHaveLength(11);
    expect(GOAL_DIFFERENCES.map((d) => settleLine(d, Number(line)))).toEqual(expected);
    expect(GOAL_DIFFERENCES.map((d) => fromHalfLines(d, Number(line)))).toEqual(expected);
  });

  it('settles the away side on the mirrored line, for every line and every score up to 5–5', () => {
    for (const homeLine of HANDICAP_LINES) {
      for (let home = 0; home <= 5; home += 1) {
        for (let away = 0; away <= 5; away += 1) {
          const result = score(`${home}-${away}`);
          const pick = (side: 'home' | 'away'): Selection => ({ market: 'handicap', period: 'full-time', homeLine, side });
          expect(settleSelection(pick('home'), result)).toBe(fromHalfLines(home - away, homeLine));
          expect(settleSelection(pick('away'), result)).toBe(fromHalfLines(away - home, -homeLine));
        }
      }
    }
  });

  it('refuses a line that is not a quarter step and a margin that is not whole', () => {
    expect(() => settleLine(1, 0.3)).toThrow(RangeError);
    expect(() => settleLine(0.5, 0.5)).toThrow(RangeError);
  });
});

// prettier-ignore
const OVER_TABLE: Readonly<Record<string, string>> = {
  //  total goals: 0 1 2 3 4 5 6
  '0.5':         'L W W W W W W',
  '0.75':        'L w W W W W W',
  '1':           'L P W W W W W',
  '1.25':        'L l W W W W W',
  '1.5':         'L L W W W W W',
  '1.75':        'L L w W W W W',
  '2':           'L L P W W W W',
  '2.25':        'L L l W W W W',
  '2.5':         'L L L W W W W',
  '2.75':        'L L L w W W W',
  '3':           'L L L P W W W',
  '3.25':        'L L L l W W W',
  '3.5':         'L L L L W W W',
};

// prettier-ignore
const UNDER_TABLE: Readonly<Record<string, string>> = {
  //  total goals: 0 1 2 3 4 5 6
  '1.75':        'W W l L L L L',
  '2':           'W W P L L L L',
  '2.25':        'W W w L L L L',
  '2.5':         'W W W L L L L',
  '2.75':        'W W W l L L L',
  '3':           'W W W P L L L',
  '3.25':        'W W W w L L L',
};

describe('over/under (tài/xỉu)', () => {
  const settleTotal = (side: 'over' | 'under', line: number, total: number) =>
    settleSelection({ market: 'over-under', period: 'full-time', line, side }, score(`${total}-0`));

  it.each(Object.entries(OVER_TABLE))('over %s', (line, cells) => {
    expect([0, 1, 2, 3, 4, 5, 6].map((total) => settleTotal('over', Number(line), total))).toEqual(row(cells));
  });

  it.each(Object.entries(UNDER_TABLE))('under %s', (line, cells) => {
    expect([0, 1, 2, 3, 4, 5, 6].map((total) => settleTotal('under', Number(line), total))).toEqual(row(cells));
  });

  it('settles under as the mirror of over on every line', () => {
    const mirror: Record<Outcome, Outcome> = { win: 'loss', 'half-win': 'half-loss', push: 'push', 'half-loss': 'half-win', loss: 'win' };
    for (const line of Object.keys(OVER_TABLE).map(Number)) {
      for (let total = 0; total <= 9; total += 1) expect(settleTotal('under', line, total)).toBe(mirror[settleTotal('over', line, total)]);
    }
  });

  it('counts both sides goals', () => {
    expect(settleSelection({ market: 'over-under', period: 'full-time', line: 2.5, side: 'over' }, score('1-2'))).toBe('win');
  });

  it('refuses a line of 0 or below', () => {
    expect(() => settleTotal('over', 0, 1)).toThrow(RangeError);
  });
});

describe('1X2', () => {
  it.each<[string, 'home' | 'draw' | 'away', Outcome]>([
    ['2-1', 'home', 'win'],
    ['2-1', 'draw', 'loss'],
    ['2-1', 'away', 'loss'],
    ['1-1', 'draw', 'win'],
    ['1-1', 'home', 'loss'],
    ['0-3', 'away', 'win'],
    ['0-3', 'home', 'loss'],
  ])('%s: %s %s', (ft, side, outcome) => {
    expect(settleSelection({ market: '1x2', period: 'full-time', side }, score(ft))).toBe(outcome);
  });
});

describe('first half: the same rules on the half-time score', () => {
  const result = score('3-1', '0-1');

  it.each<[Selection, Outcome]>([
    [{ market: 'handicap', period: 'first-half', homeLine: -0.25, side: 'home' }, 'loss'],
    [{ market: 'handicap', period: 'full-time', homeLine: -0.25, side: 'home' }, 'win'],
    [{ market: 'handicap', period: 'first-half', homeLine: 0.75, side: 'home' }, 'half-loss'],
    [{ market: 'handicap', period: 'first-half', homeLine: 1, side: 'home' }, 'push'],
    [{ market: 'over-under', period: 'first-half', line: 0.75, side: 'over' }, 'half-win'],
    [{ market: 'over-under', period: 'full-time', line: 0.75, side: 'over' }, 'win'],
    [{ market: '1x2', period: 'first-half', side: 'away' }, 'win'],
    [{ market: '1x2', period: 'full-time', side: 'away' }, 'loss'],
  ])('%j → %s', (selection, outcome) => {
    expect(settleSelection(selection, result)).toBe(outcome);
  });

  it('refuses a first half with more goals than the match, and scores that are not goals', () => {
    const pick: Selection = { market: '1x2', period: 'full-time', side: 'home' };
    expect(() => settleSelection(pick, score('1-0', '2-0'))).toThrow(RangeError);
    expect(() => settleSelection(pick, { fullTime: { home: -1, away: 0 }, firstHalf: { home: 0, away: 0 } })).toThrow(RangeError);
  });
});

describe('what a single returns (floored to the VND)', () => {
  it.each<[string, 'malay' | 'hongkong', number, Record<Outcome | 'void', number>]>([
    ['0.85', 'malay', 100_000, { win: 185_000, 'half-win': 142_500, push: 100_000, void: 100_000, 'half-loss': 50_000, loss: 0 }],
    // Negative Malay: 100,000 staked at −0.80 risks 80,000; a win pays the 100,000 stake as profit.
    ['-0.80', 'malay', 100_000, { win: 180_000, 'half-win': 130_000, push: 80_000, void: 80_000, 'half-loss': 40_000, loss: 0 }],
    ['-0.667', 'malay', 30_000, { win: 50_010, 'half-win': 35_010, push: 20_010, void: 20_010, 'half-loss': 10_005, loss: 0 }],
    ['0.85', 'hongkong', 10_001, { win: 18_501, 'half-win': 14_251, push: 10_001, void: 10_001, 'half-loss': 5_000, loss: 0 }],
  ])('%s %s, stake %i', (quote, format, stake, returns) => {
    const price = parseOdds(quote, format);
    for (const [outcome, amount] of Object.entries(returns)) {
      expect(singleReturn(stake, price, format, outcome as Outcome), outcome).toBe(amount);
    }
  });

  it('settles home −0.25 at Malay −0.90 on a 1–1 draw as half lost: half the 45,000 risked comes back', () => {
    const outcome = settleSelection({ market: 'handicap', period: 'full-time', homeLine: -0.25, side: 'home' }, score('1-1'));
    expect(outcome).toBe('half-loss');
    expect(singleReturn(50_000, parseOdds('-0.90', 'malay'), 'malay', outcome)).toBe(22_500);
  });

  it('pays a quarter line as two half-stakes on the lines either side, for every line and margin', () => {
    const price = parseOdds('0.90', 'hongkong');
    for (const line of HANDICAP_LINES.filter((l) => !Number.isInteger(l * 2))) {
      for (const d of GOAL_DIFFERENCES) {
        const whole = singleReturn(200_000, price, 'hongkong', settleLine(d, line));
        const halves = singleReturn(100_000, price, 'hongkong', settleLine(d, line - 0.25)) + singleReturn(100_000, price, 'hongkong', settleLine(d, line + 0.25));
        expect(whole).toBe(halves);
      }
    }
  });
});

describe('accumulator (xiên)', () => {
  const decimal = (q: string) => parseOdds(q, 'decimal');

  it('counts a void leg at odds 1 and a half-won leg at (1 + odds) / 2', () => {
    const legs = [
      { price: decimal('1.90'), outcome: 'win' as const },
      { price: decimal('2.00'), outcome: 'void' as const },
      { price: decimal('1.85'), outcome: 'half-win' as const },
    ];
    expect(accumulatorReturn(100_000, legs)).toBe(270_750); // 1.90 × 1 × 1.425
  });

  it('takes a negative Malay leg at its exact decimal price', () => {
    const legs = [
      { price: parseOdds('-0.80', 'malay'), outcome: 'win' as const }, // decimal 2.25
      { price: parseOdds('0.90', 'malay'), outcome: 'win' as const }, // decimal 1.90
    ];
    expect(accumulatorPrice(legs.map((l) => l.price))).toEqual(fraction(171, 40)); // 4.275
    expect(accumulatorReturn(100_000, legs)).toBe(427_500);
  });

  it.each<[string, readonly ('win' | 'half-win' | 'push' | 'void' | 'half-loss' | 'loss')[], number]>([
    ['a half-lost leg halves it', ['win', 'half-loss'], 95_000],
    ['a lost leg loses it all', ['win', 'win', 'loss'], 0],
    ['all legs void: the stake back', ['void', 'void'], 100_000],
    ['a push and a win: the winning leg alone', ['push', 'win'], 190_000],
    ['two half wins', ['half-win', 'half-win'], 210_250], // 1.45 × 1.45
  ])('%s', (_, outcomes, expected) => {
    expect(accumulatorReturn(100_000, outcomes.map((outcome) => ({ price: decimal('1.90'), outcome })))).toBe(expected);
  });

  it('floors the return to the VND', () => {
    const legs = [
      { price: decimal('1.95'), outcome: 'win' as const },
      { price: decimal('1.87'), outcome: 'win' as const },
    ];
    expect(accumulatorReturn(10_001, legs)).toBe(36_468); // 10,001 × 3.6465 = 36,468.6465
  });

  it('settles legs from a result: a void leg, a quarter-line half win and an over', () => {
    const result = score('2-1', '1-1');
    const legs = [
      { price: parseOdds('0.95', 'malay'), outcome: 'void' as const },
      { price: parseOdds('-0.90', 'malay'), outcome: settleSelection({ market: 'handicap', period: 'full-time', homeLine: -0.75, side: 'home' }, result) },
      { price: parseOdds('0.80', 'malay'), outcome: settleSelection({ market: 'over-under', period: 'full-time', line: 2.5, side: 'over' }, result) },
    ];
    expect(legs.map((l) => l.outcome)).toEqual(['void', 'half-win', 'win']);
    // 1 × (1 + 2.111…) / 2 × 1.80 = 2.8 exactly: −0.90 Malay is decimal 1 + 10/9 = 19/9.
    expect(accumulatorReturn(100_000, legs)).toBe(280_000);
  });

  it('needs at least two legs and a whole stake', () => {
    expect(() => accumulatorReturn(100_000, [{ price: decimal('1.90'), outcome: 'win' }])).toThrow(RangeError);
    expect(() => accumulatorReturn(0.5, [{ price: decimal('1.90'), outcome: 'win' }, { price: decimal('1.90'), outcome: 'win' }])).toThrow(RangeError);
  });
});
