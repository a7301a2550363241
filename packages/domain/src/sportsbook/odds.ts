import { ceil, compare, div, floor, fraction, mul, neg, ONE, parseDecimal, sub, add, toFixedFloor, toNumber, type Fraction } from '../fraction.ts';

/**
 * The four ways Asian books write a price. One exact value lies under them all: the Hong Kong odds h,
 * the profit a win pays per 1 VND risked (a `Price`). The formats are views of it:
 *
 *   decimal   = 1 + h                       (always > 1; includes the stake)
 *   Hong Kong = h                           (always > 0)
 *   Malay     = h when h ≤ 1, else −1/h     (in [−1, 0) ∪ (0, 1])
 *   Indo      = h when h ≥ 1, else −1/h     (in (−∞, −1] ∪ [1, ∞))
 *
 * Conversions between formats are exact (fractions: decimal 2.50 is Malay −2/3 exactly). Only writing a
 * price with a fixed number of decimals rounds, and it rounds toward −∞, which in every format lowers
 * the price: a converted price never promises more than the one it came from. So Malay −2/3 is written
 * −0.667 (risk 0.667 to win 1, a hair worse than −0.6666…), and decimal 1.95 is Indo −1.06 at two
 * decimals (−1.053 at three). A bet is taken at the price as written in the member's format, and
 * settled at that price: what the member saw is what is paid.
 */
export type OddsFormat = 'malay' | 'hongkong' | 'decimal' | 'indo';

export const ODDS_FORMATS: readonly OddsFormat[] = ['malay', 'hongkong', 'decimal', 'indo'];

/** Malay is the default, as Vietnamese books show it. */
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'malay';

export const ODDS_FORMAT_NAMES: Readonly<Record<OddsFormat, string>> = {
  malay: 'Tỷ lệ Malaysia',
  hongkong: 'Tỷ lệ Hồng Kông',
  decimal: 'Tỷ lệ thập phân (châu Âu)',
  indo: 'Tỷ lệ Indonesia',
};

/** Two decimals, as the books print prices. */
export const DEFAULT_ODDS_DIGITS = 2;

/** The Hong Kong odds, exactly: the profit of a win per 1 VND risked. Always > 0. */
export type Price = Fraction;

/** The exact price of a quote written in `format` ("0.85", "-0.667", 1.95). Throws on a value the format cannot take. */
export function parseOdds(quote: string | number, format: OddsFormat): Price {
  const value = typeof quote === 'number' ? parseDecimal(numberText(quote)) : parseDecimal(quote);
  return priceFromValue(value, format);
}

export function priceFromValue(value: Fraction, format: OddsFormat): Price {
  const bad = () => new RangeError(`${numberText(toNumber(value))} is not a ${format} price`);
  const sign = compare(value, fraction(0));
  const reciprocalOfMagnitude = () => div(ONE, neg(value));
  switch (format) {
    case 'decimal':
      if (compare(value, ONE) <= 0) throw bad();
      return sub(value, ONE);
    case 'hongkong':
      if (sign <= 0) throw bad();
      return value;
    case 'malay':
      if (sign > 0 && compare(value, ONE) <= 0) return value;
      if (sign < 0 && compare(value, fraction(-1)) >= 0) return reciprocalOfMagnitude();
      throw bad();
    case 'indo':
      if (compare(value, ONE) >= 0) return value;
      if (compare(value, fraction(-1)) <= 0) return reciprocalOfMagnitude();
      throw bad();
  }
}

/** The price in `format`, exactly (a signed fraction). */
export function oddsValue(price: Price, format: OddsFormat): Fraction {
  assertPrice(price);
  switch (format) {
    case 'decimal':
      return add(price, ONE);
    case 'hongkong':
      return price;
    case 'malay':
      return compare(price, ONE) <= 0 ? price : neg(div(ONE, price));
    case 'indo':
      return compare(price, ONE) >= 0 ? price : neg(div(ONE, price));
  }
}

/** The price written in `format` with `digits` decimals, rounded down (see above). */
export function formatOdds(price: Price, format: OddsFormat, digits = DEFAULT_ODDS_DIGITS): string {
  const text = toFixedFloor(oddsValue(price, format), digits);
  // Rounding down can only reach a value the format cannot take at the very bottom of the range.
  parseOdds(text, format);
  return text;
}

/** The quote rewritten in another format: `convertOdds('2.50', 'decimal', 'malay', 3)` is '-0.667'. */
export function convertOdds(quote: string | number, from: OddsFormat, to: OddsFormat, digits = DEFAULT_ODDS_DIGITS): string {
  return formatOdds(parseOdds(quote, from), to, digits);
}

/**
 * What a bet of `stake` VND at this price puts at risk and returns when it wins. With a positive price
 * the stake is the risk and a win pays stake × odds on top. With a negative price (Malay −0.80, Indo
 * −1.25) the stake is what a win pays, and the risk is stake × |odds|: the member who stakes 100,000 at
 * Malay −0.80 has 80,000 taken and gets 180,000 back on a win. A risk that is not whole VND is rounded
 * up (stake × |odds| is whole for any stake that is a multiple of 1,000 at three-decimal odds).
 */
export function betTerms(stake: number, price: Price, format: OddsFormat): { risk: number; profit: Fraction } {
  assertStake(stake);
  const value = oddsValue(price, format);
  if (compare(value, fraction(0)) < 0) return { risk: Number(ceil(mul(fraction(stake), neg(value)))), profit: fraction(stake) };
  return { risk: stake, profit: mul(fraction(stake), price) };
}

/** What a winning bet credits (risk and profit), floored to the VND. */
export function winReturn(stake: number, price: Price, format: OddsFormat): number {
  const { risk, profit } = betTerms(stake, price, format);
  return Number(floor(add(fraction(risk), profit)));
}

export function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('Mức cược phải là một số tiền nguyên dương (VND).');
}

function assertPrice(price: Price): void {
  if (price.num <= 0n || price.den <= 0n) throw new RangeError('a price (Hong Kong odds) must be above 0');
}

/** Plain digits for a JS number (no exponent): prices have a handful of decimals at most. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`odds must be a finite number, got ${n}`);
  return Math.abs(n) < 1e21 && !String(n).includes('e') ? String(n) : n.toFixed(10);
}
