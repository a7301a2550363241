import { describe, expect, it } from 'vitest';
import { add, fraction, mul, sub, toNumber, ZERO, type Fraction } from '../../src/fraction.ts';
import { RoundRandom } from '../../src/games/fair.ts';
import {
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_BET_TYPES,
  NORTHERN_DRAW_ORDER,
  NORTHERN_NUMBER_COUNT,
  NORTHERN_PRIZES,
  assertNorthernDraw,
  baCangNumber,
  deNumber,
  drawNorthern,
  drawNumbers,
  loNumbers,
  lotteryStats,
  settleTicket,
  ticketCost,
  ticketProblem,
  type LotteryTicket,
  type NorthernDraw,
} from '../../src/lottery/index.ts';

/** A draw written out by hand, the way a results board prints it. */
const DRAW: NorthernDraw = {
  special: ['81935'],
  first: ['27408'],
  second: ['61539', '04735'],
  third: ['90218', '35481', '77106', '13952', '52860', '49027'],
  fourth: ['6741', '0937', '2218', '8456'],
  fifth: ['3370', '9112', '5648', '0481', '7733', '2309'],
  sixth: ['831', '146', '972'],
  seventh: ['35', '08', '61', '47'],
};

describe('the northern draw', () => {
  it('has 27 numbers: special 5 digits, first 5, second 2×5, third 6×5, fourth 4×4, fifth 6×4, sixth 3×3, seventh 4×2', () => {
    expect(NORTHERN_PRIZES.map((t) => [t.id, t.count, t.digits])).toEqual([
      ['special', 1, 5],
      ['first', 1, 5],
      ['second', 2, 5],
      ['third', 6, 5],
      ['fourth', 4, 4],
      ['fifth', 6, 4],
      ['sixth', 3, 3],
      ['seventh', 4, 2],
    ]);
    expect(NORTHERN_NUMBER_COUNT).toBe(27);
    expect(() => assertNorthernDraw(DRAW)).not.toThrow();
    expect(drawNumbers(DRAW)).toHaveLength(27);
  });

  it('reads the lô, đề and 3 càng of the hand-written draw', () => {
    // prettier-ignore
    expect(loNumbers(DRAW)).toEqual([
      '35', '08', '39', '35', '18', '81', '06', '52', '60', '27', '41', '37', '18', '56',
      '70', '12', '48', '81', '33', '09', '31', '46', '72', '35', '08', '61', '47',
    ]);
    expect(deNumber(DRAW)).toBe('35');
    expect(baCangNumber(DRAW)).toBe('935');
  });

  it('draws each prize from the random source in board-reveal order, zero-padded', () => {
    const asked: number[] = [];
    let counter = 0;
    const draw = drawNorthern({ nextInt: (n) => (asked.push(n), (counter += 1)) });
    // First prize first, the special prize last: the 27th draw.
    expect(NORTHERN_DRAW_ORDER.at(-1)).toBe('special');
    expect(draw.first).toEqual(['00001']);
    expect(draw.second).toEqual(['00002', '00003']);
    expect(draw.seventh).toEqual(['23', '24', '25', '26']);
    expect(draw.special).toEqual(['00027']);
    expect(draw.sixth).toEqual(['020', '021', '022']);
    expect(asked).toEqual([1e5, 1e5, 1e5, ...Array(6).fill(1e5), ...Array(4).fill(1e4), ...Array(6).fill(1e4), 1e3, 1e3, 1e3, 100, 100, 100, 100, 1e5]);
    expect(() => assertNorthernDraw(draw)).not.toThrow();
  });

  it('is the same draw for the same seeds, and a valid one', () => {
    const draw = (nonce: number) => drawNorthern(new RoundRandom('0d'.repeat(32), 'xo-so', nonce));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
    expect(() => assertNorthernDraw(draw(7))).not.toThrow();
  });

  it('refuses a board with a number missing or of the wrong length', () => {
    expect(() => assertNorthernDraw({ ...DRAW, seventh: ['35', '08', '61'] })).toThrow(RangeError);
    expect(() => assertNorthernDraw({ ...DRAW, sixth: ['831', '146', '9720'] })).toThrow(RangeError);
  });
});

/** Hand-settled against DRAW at the default rates (lô 23,000 → 80,000 a hit; đề 1 ăn 80; 3 càng 1 ăn 400; xiên 1 ăn 10 / 40 / 100). */
const SETTLEMENTS: readonly {
  title: string;
  ticket: LotteryTicket;
  cost: number;
  payout: number;
  numbers: readonly [number: string, hits: number, won: boolean, payout: number][];
}[] = [
  {
    title: 'lô, 2 points each: 35 three times, 08 twice, 47 once, 99 never',
    ticket: { betType: 'lo', numbers: ['35', '08', '99', '47'], points: 2 },
    cost: 184_000,
    payout: 960_000,
    numbers: [
      ['35', 3, true, 480_000],
      ['08', 2, true, 320_000],
      ['99', 0, false, 0],
      ['47', 1, true, 160_000],
    ],
  },
  {
    title: 'đề, 10 points each: 35 is the special prize ending; 81 is a lô but not the đề',
    ticket: { betType: 'de', numbers: ['35', '53', '81'], points: 10 },
    cost: 30_000,
    payout: 800_000,
    numbers: [
      ['35', 1, true, 800_000],
      ['53', 0, false, 0],
      ['81', 0, false, 0],
    ],
  },
  {
    title: '3 càng, 5 points each: 935 wins; 835 and 193 do not',
    ticket: { betType: 'ba-cang', numbers: ['935', '835', '193'], points: 5 },
    cost: 15_000,
    payout: 2_000_000,
    numbers: [
      ['935', 1, true, 2_000_000],
      ['835', 0, false, 0],
      ['193', 0, false, 0],
    ],
  },
  {
    title: 'xiên 2, 10 points: 35 and 18 both came out',
    ticket: { betType: 'xien-2', numbers: ['35', '18'], points: 10 },
    cost: 10_000,
    payout: 100_000,
    numbers: [
      ['35', 3, true, 0],
      ['18', 2, true, 0],
    ],
  },
  {
    title: 'xiên 3, 10 points: 99 did not come out, so nothing',
    ticket: { betType: 'xien-3', numbers: ['35', '18', '99'], points: 10 },
    cost: 10_000,
    payout: 0,
    numbers: [
      ['35', 3, true, 0],
      ['18', 2, true, 0],
      ['99', 0, false, 0],
    ],
  },
  {
    title: 'xiên 4, 5 points: 08, 81, 61 and 72 all came out',
    ticket: { betType: 'xien-4', numbers: ['08', '81', '61', '72'], points: 5 },
    cost: 5_000,
    payout: 500_000,
    numbers: [
      ['08', 2, true, 0],
      ['81', 2, true, 0],
      ['61', 1, true, 0],
      ['72', 1, true, 0],
    ],
  },
];

describe('settling tickets against the hand-written draw', () => {
  it.each(SETTLEMENTS)('$title', ({ ticket, cost, payout, numbers }) => {
    const settled = settleTicket(ticket, DRAW);
    expect(settled.cost).toBe(cost);
    expect(settled.payout).toBe(payout);
    expect(settled.won).toBe(payout > 0);
    expect(settled.numbers.map((r) => [r.number, r.hits, r.won, r.payout])).toEqual(numbers);
  });

  it('uses the odds the operator set for the bet type', () => {
    const online = { pointPrice: 27_000, payoutPerPoint: 99_000 };
    const settled = settleTicket({ betType: 'lo', numbers: ['35'], points: 1 }, DRAW, online);
    expect(settled).toMatchObject({ cost: 27_000, payout: 297_000 });
  });

  it.each<[LotteryTicket, string]>([
    [{ betType: 'lo', numbers: ['5'], points: 1 }, 'Mỗi số chọn gồm 2 chữ số (00–99).'],
    [{ betType: 'ba-cang', numbers: ['35'], points: 1 }, 'Mỗi số chọn gồm 3 chữ số (000–999).'],
    [{ betType: 'de', numbers: ['35', '35'], points: 1 }, 'Mỗi số chỉ được chọn một lần trên một vé.'],
    [{ betType: 'xien-3', numbers: ['35', '18'], points: 1 }, 'Xiên 3 cần đúng 3 số.'],
    [{ betType: 'lo', numbers: ['35'], points: 0 }, 'Số điểm phải là số nguyên dương.'],
    [{ betType: 'lo', numbers: [], points: 1 }, 'Mỗi số chọn gồm 2 chữ số (00–99).'],
  ])('refuses %j: %s', (ticket, problem) => {
    expect(ticketProblem(ticket)).toBe(problem);
    expect(() => ticketCost(ticket)).toThrow(problem);
  });
});

/** A second derivation of xiên: the chain "how many of the k numbers seen so far" over the 27 endings. */
function allSeenByChain(k: number, draws: number): Fraction {
  let states: Fraction[] = Array.from({ length: k + 1 }, (_, s) => (s === 0 ? fraction(1) : ZERO));
  for (let d = 0; d < draws; d += 1) {
    const next = states.map(() => ZERO);
    states.forEach((p, seen) => {
      const fresh = fraction(k - seen, 100);
      next[seen] = add(next[seen] as Fraction, mul(p, sub(fraction(1), fresh)));
      if (seen < k) next[seen + 1] = add(next[seen + 1] as Fraction, mul(p, fresh));
    });
    states = next;
  }
  return states[k] as Fraction;
}

describe('exact house edge of each bet type at the default rates', () => {
  it('lô: 27 endings × 1/100 × 80,000 / 23,000 returns 21,600 of 23,000: edge 7/115 ≈ 6.09%', () => {
    expect(lotteryStats('lo').rtp).toEqual(fraction(108, 115));
    expect(lotteryStats('lo').houseEdge).toEqual(fraction(7, 115));
  });

  it('đề 1 ăn 80: edge 1/5; 3 càng 1 ăn 400: edge 3/5', () => {
    expect(lotteryStats('de').houseEdge).toEqual(fraction(1, 5));
    expect(lotteryStats('ba-cang').houseEdge).toEqual(fraction(3, 5));
  });

  it.each([2, 3, 4] as const)('xiên %i: inclusion–exclusion agrees exactly with the chain over 27 draws', (k) => {
    const stats = lotteryStats(`xien-${k}`);
    expect(stats.winChance).toEqual(allSeenByChain(k, 27));
    const pays = DEFAULT_LOTTERY_ODDS[`xien-${k}`].payoutPerPoint / DEFAULT_LOTTERY_ODDS[`xien-${k}`].pointPrice;
    expect(toNumber(stats.houseEdge)).toBeCloseTo(1 - pays * toNumber(stats.winChance), 14);
  });

  it('puts the figures where the rates put them: xiên 2 ≈ 45.1%, xiên 3 ≈ 50.8%, xiên 4 ≈ 73.3%', () => {
    expect(toNumber(lotteryStats('xien-2').winChance)).toBeCloseTo(0.0548821, 7);
    expect(toNumber(lotteryStats('xien-2').houseEdge)).toBeCloseTo(0.451179, 6);
    expect(toNumber(lotteryStats('xien-3').houseEdge)).toBeCloseTo(0.508083, 6);
    expect(toNumber(lotteryStats('xien-4').houseEdge)).toBeCloseTo(0.733008, 6);
    // A lô number comes out at least once in 1 − 0.99^27 of draws.
    expect(toNumber(lotteryStats('lo').winChance)).toBeCloseTo(1 - 0.99 ** 27, 12);
  });

  it('follows the odds: lô at 27,000 → 99,000 has a 1% edge', () => {
    expect(lotteryStats('lo', { pointPrice: 27_000, payoutPerPoint: 99_000 }).houseEdge).toEqual(fraction(1, 100));
  });

  it('has a figure for every bet type', () => {
    for (const betType of LOTTERY_BET_TYPES) {
      const { houseEdge, sd } = lotteryStats(betType);
      expect(toNumber(houseEdge)).toBeGreaterThan(0);
      expect(sd).toBeGreaterThan(0);
    }
  });
});
