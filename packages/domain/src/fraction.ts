/**
 * Exact rational numbers over bigint, for the sums where a float would drift: odds conversions, the
 * product of an accumulator's prices, house edges summed over 27-prize draws or a whole baccarat shoe.
 * Always reduced, the denominator positive, so two equal values have one spelling and `toEqual` works.
 */
export type Fraction = { readonly num: bigint; readonly den: bigint };

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  const g = gcd(abs(n), abs(d)) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den, a.den * b.num);
export const neg = (a: Fraction): Fraction => ({ num: -a.num, den: a.den });

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Fraction, b: Fraction): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** The largest integer ≤ the value (toward −∞, also for negative values). */
export function floor(a: Fraction): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

/** The smallest integer ≥ the value. */
export function ceil(a: Fraction): bigint {
  return -floor(neg(a));
}

export function toNumber(a: Fraction): number {
  // Both parts can pass 2^53 (a 27-prize draw has denominator 100^27): scale to 17 digits first.
  const scale = 10n ** 17n;
  return Number((a.num * scale) / a.den) / 1e17;
}

/** A decimal written in plain digits ("-0.667", "2", "1.80") as its exact value. */
export function parseDecimal(text: string): Fraction {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a plain decimal number: '${text}'`);
  const [, sign, whole, decimals = ''] = match;
  const num = BigInt(`${whole}${decimals}`) * (sign === '-' ? -1n : 1n);
  return fraction(num, 10n ** BigInt(decimals.length));
}

/** The value written with exactly `digits` decimals, rounded toward −∞ (the caller picks when that is fair). */
export function toFixedFloor(a: Fraction, digits: number): string {
  const scaled = floor(mul(a, fraction(10n ** BigInt(digits))));
  const negative = scaled < 0n;
  const text = abs(scaled).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const decimals = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${decimals}` : ''}`;
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
