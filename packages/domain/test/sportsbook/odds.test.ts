import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, toFixedFloor } from '../../src/fraction.ts';
import { betTerms, convertOdds, formatOdds, oddsValue, parseOdds, winReturn, ODDS_FORMATS, type OddsFormat } from '../../src/sportsbook/odds.ts';

/** Prices that are exact in all four formats: each row is one price. */
const EXACT_ROWS: readonly (readonly [decimal: string, hongkong: string, malay: string, indo: string])[] = [
  ['1.80', '0.80', '0.80', '-1.25'],
  ['2.00', '1.00', '1.00', '1.00'],
  ['1.50', '0.50', '0.50', '-2.00'],
  ['1.25', '0.25', '0.25', '-4.00'],
  ['3.00', '2.00', '-0.50', '2.00'],
  ['5.00', '4.00', '-0.25', '4.00'],
  ['2.25', '1.25', '-0.80', '1.25'],
  ['1.40', '0.40', '0.40', '-2.50'],
];

/** Prices where a reciprocal does not terminate: written rounded down, at two and at three decimals. */
const ROUNDED_ROWS: readonly { decimal: string; digits: number; hongkong: string; malay: string; indo: string }[] = [
  { decimal: '2.50', digits: 3, hongkong: '1.500', malay: '-0.667', indo: '1.500' },
  { decimal: '2.50', digits: 2, hongkong: '1.50', malay: '-0.67', indo: '1.50' },
  { decimal: '1.95', digits: 3, hongkong: '0.950', malay: '0.950', indo: '-1.053' },
  { decimal: '1.95', digits: 2, hongkong: '0.95', malay: '0.95', indo: '-1.06' },
  { decimal: '2.10', digits: 3, hongkong: '1.100', malay: '-0.910', indo: '1.100' },
  { decimal: '2.10', digits: 2, hongkong: '1.10', malay: '-0.91', indo: '1.10' },
  { decimal: '1.91', digits: 2, hongkong: '0.91', malay: '0.91', indo: '-1.10' },
  { decimal: '1.91', digits: 3, hongkong: '0.910', malay: '0.910', indo: '-1.099' },
];

const FORMAT_COLUMNS: readonly OddsFormat[] = ['decimal', 'hongkong', 'malay', 'indo'];

describe('conversion table', () => {
  it.each(EXACT_ROWS)('decimal %s = HK %s = Malay %s = Indo %s, exactly', (...row) => {
    const prices = row.map((quote, i) => parseOdds(quote, FORMAT_COLUMNS[i] as OddsFormat));
    for (const price of prices) expect(price).toEqual(prices[0]);
    FORMAT_COLUMNS.forEach((from, i) => {
      FORMAT_COLUMNS.forEach((to, j) => expect(convertOdds(row[i] as string, from, to)).toBe(row[j]));
    });
  });

  it.each(ROUNDED_ROWS)('decimal $decimal at $digits decimals: HK $hongkong, Malay $malay, Indo $indo', ({ decimal, digits, ...rest }) => {
    expect(convertOdds(decimal, 'decimal', 'hongkong', digits)).toBe(rest.hongkong);
    expect(convertOdds(decimal, 'decimal', 'malay', digits)).toBe(rest.malay);
    expect(convertOdds(decimal, 'decimal', 'indo', digits)).toBe(rest.indo);
  });

  it('keeps the exact value under the rounded one: decimal 2.50 is Malay −2/3', () => {
    expect(oddsValue(parseOdds('2.50', 'decimal'), 'malay')).toEqual(fraction(-2, 3));
    expect(oddsValue(parseOdds('1.95', 'decimal'), 'indo')).toEqual(fraction(-20, 19));
  });

  it('reads Malay ±1.00 and Indo ±1.00 as the same even-money price', () => {
    for (const format of ['malay', 'indo'] as const) {
      expect(parseOdds('-1.00', format)).toEqual(parseOdds('1.00', format));
      expect(parseOdds(-1, format)).toEqual(fraction(1));
    }
  });

  it('takes numbers as well as text', () => {
    expect(parseOdds(-0.667, 'malay')).toEqual(fraction(1000, 667));
    expect(parseOdds(1.8, 'decimal')).toEqual(parseOdds('1.80', 'decimal'));
  });

  it('refuses values a format cannot take', () => {
    const bad: [string, OddsFormat][] = [
      ['1.20', 'malay'],
      ['0', 'malay'],
      ['-1.50', 'malay'],
      ['0.50', 'indo'],
      ['-0.50', 'indo'],
      ['1.00', 'decimal'],
      ['0.80', 'decimal'],
      ['0', 'hongkong'],
      ['-0.5', 'hongkong'],
      ['abc', 'decimal'],
      ['1,5', 'decimal'],
    ];
    for (const [quote, format] of bad) expect(() => parseOdds(quote, format), `${quote} ${format}`).toThrow(RangeError);
    // Rounded down to two decimals, HK 0.005 would be 0.00: not a price, so it is refused rather than shown.
    expect(() => formatOdds(fraction(1, 200), 'hongkong')).toThrow(RangeError);
  });
});

describe('rounding a converted price', () => {
  it('writes every two-decimal Malay price back as it was read (no drift when the value is exact)', () => {
    for (let hundredths = -100; hundredths <= 100; hundredths += 1) {
      if (hundredths === 0) continue;
      const quote = toFixedFloor(fraction(hundredths, 100), 2);
      const price = parseOdds(quote, 'malay');
      expect(formatOdds(price, 'malay')).toBe(hundredths === -100 ? '1.00' : quote);
    }
  });

  it('never gives the member a better price than the exact one, in any format', () => {
    const price = fc.record({ num: fc.integer({ min: 1, max: 50_000 }), den: fc.integer({ min: 1, max: 5_000 }) }).filter(({ num, den }) => num * 100 >= den) // prices from HK 0.01 up: the least a board shows
      .map(({ num, den }) => fraction(num, den));
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), fc.integer({ min: 2, max: 4 }), (exact, format, digits) => {
        const shown = formatOdds(exact, format, digits);
        const taken = parseOdds(shown, format);
        // Lower Hong Kong odds are a worse price; the gap is under one unit in the last decimal shown.
        expect(taken.num * exact.den <= exact.num * taken.den).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('what a stake risks and returns', () => {
  it.each<[string, OddsFormat, number, number, number]>([
    // quote, format, stake, risk, return on a win
    ['1.80', 'decimal', 100_000, 100_000, 180_000],
    ['0.80', 'hongkong', 100_000, 100_000, 180_000],
    ['0.80', 'malay', 100_000, 100_000, 180_000],
    ['1.25', 'indo', 100_000, 100_000, 225_000],
    ['-0.80', 'malay', 100_000, 80_000, 180_000],
    ['-1.25', 'indo', 100_000, 125_000, 225_000],
    ['-0.667', 'malay', 100_000, 66_700, 166_700],
    ['-1.00', 'malay', 50_000, 50_000, 100_000],
    ['0.85', 'hongkong', 10_001, 10_001, 18_501], // profit 8,500.85 floored
    ['-0.667', 'malay', 1_001, 668, 1_669], // risk 667.667 rounded up
  ])('%s %s, stake %i: risks %i, a win returns %i', (quote, format, stake, risk, win) => {
    const price = parseOdds(quote, format);
    expect(betTerms(stake, price, format).risk).toBe(risk);
    expect(winReturn(stake, price, format)).toBe(win);
  });

  it('pays the same price the same in positive formats, and negative ones on the stake as profit', () => {
    const price = parseOdds('-0.80', 'malay'); // HK 1.25, decimal 2.25, Indo 1.25
    expect(winReturn(80_000, price, 'hongkong')).toBe(180_000);
    expect(winReturn(80_000, price, 'decimal')).toBe(180_000);
    expect(winReturn(80_000, price, 'indo')).toBe(180_000);
    expect(winReturn(100_000, price, 'malay')).toBe(180_000);
  });

  it('refuses a stake that is not whole, positive VND', () => {
    for (const stake of [0, -1, 1.5, Number.NaN]) expect(() => winReturn(stake, fraction(1), 'decimal')).toThrow(RangeError);
  });
});
