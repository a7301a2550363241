import { add, floor, fraction, mul, ONE, type Fraction } from '../fraction.ts';
import { betTerms, type OddsFormat, type Price } from './odds.ts';

/**
 * How a bet ends. Quarter lines (−0.25, 2.75…) are two bets of half the stake on the lines a quarter
 * either side, so half the stake can win or lose while the other half is refunded. 'void' is an
 * operator's decision (a match abandoned, a wrong price), not a result: the stake comes back as in a
 * push, and in an accumulator the leg counts at odds 1.
 */
export type Outcome = 'win' | 'half-win' | 'push' | 'half-loss' | 'loss';
export type LegOutcome = Outcome | 'void';

export type Score = { readonly home: number; readonly away: number };
export type MatchResult = { readonly fullTime: Score; readonly firstHalf: Score };
export type Period = 'full-time' | 'first-half';

/**
 * A selection in one of the markets. The handicap is written for the home side (home −0.75 is away
 * +0.75), as the board shows it; over/under lines are total goals.
 */
export type Selection =
  | { readonly market: 'handicap'; readonly period: Period; readonly homeLine: number; readonly side: 'home' | 'away' }
  | { readonly market: 'over-under'; readonly period: Period; readonly line: number; readonly side: 'over' | 'under' }
  | { readonly market: '1x2'; readonly period: Period; readonly side: 'home' | 'draw' | 'away' };

/** The handicap lines offered, −3 to +3 in quarter steps. Settlement takes any quarter line; this is the board. */
export const HANDICAP_LINES: readonly number[] = Array.from({ length: 25 }, (_, i) => -3 + i / 4);

/**
 * A line bet: the backed side's goal margin plus the line. Half-ball and whole lines settle on the
 * sign (0 is a push, on whole lines only); quarter lines split the stake over line ± 0.25 and combine.
 */
export function settleLine(margin: number, line: number): Outcome {
  assertQuarter(line);
  if (!Number.isInteger(margin)) throw new RangeError(`a goal margin is a whole number, got ${margin}`);
  if (Number.isInteger(line * 2)) return bySign(margin + line);
  return combineHalves(bySign(margin + line - 0.25), bySign(margin + line + 0.25));
}

export function settleSelection(selection: Selection, result: MatchResult): Outcome {
  assertScore(result.fullTime);
  assertScore(result.firstHalf);
  if (result.firstHalf.home > result.fullTime.home || result.firstHalf.away > result.fullTime.away) {
    throw new RangeError('the first-half score cannot exceed the full-time score');
  }
  const score = selection.period === 'first-half' ? result.firstHalf : result.fullTime;
  const homeMargin = score.home - score.away;
  switch (selection.market) {
    case 'handicap':
      return selection.side === 'home' ? settleLine(homeMargin, selection.homeLine) : settleLine(-homeMargin, -selection.homeLine);
    case 'over-under': {
      if (selection.line <= 0) throw new RangeError(`an over/under line is above 0, got ${selection.line}`);
      const total = score.home + score.away;
      return selection.side === 'over' ? settleLine(total, -selection.line) : settleLine(-total, selection.line);
    }
    case '1x2': {
      const winner = homeMargin > 0 ? 'home' : homeMargin < 0 ? 'away' : 'draw';
      return winner === selection.side ? 'win' : 'loss';
    }
  }
}

/**
 * What a single credits when it settles: floor to the VND of risk + profit (win), risk + profit / 2
 * (half win), risk (push, void), risk / 2 (half loss), nothing (loss). Risk and profit are `betTerms`:
 * with a negative price the stake is the profit and the risk is stake × |odds|.
 */
export function singleReturn(stake: number, price: Price, format: OddsFormat, outcome: LegOutcome): number {
  const { risk, profit } = betTerms(stake, price, format);
  const r = fraction(risk);
  const half = fraction(1, 2);
  const exact: Record<LegOutcome, Fraction> = {
    win: add(r, profit),
    'half-win': add(r, mul(profit, half)),
    push: r,
    void: r,
    'half-loss': mul(r, half),
    loss: fraction(0),
  };
  return Number(floor(exact[outcome]));
}

export type AccumulatorLeg = { readonly price: Price; readonly outcome: LegOutcome };

/**
 * The multiplier a leg gives an accumulator (xiên), on its decimal price D = 1 + h, whatever format the
 * member saw it in (a negative Malay leg converts exactly): win D, half win (1 + D) / 2, push or void 1,
 * half loss 1/2, loss 0.
 */
export function legMultiplier(leg: AccumulatorLeg): Fraction {
  const decimal = add(leg.price, ONE);
  switch (leg.outcome) {
    case 'win':
      return decimal;
    case 'half-win':
      return mul(add(decimal, ONE), fraction(1, 2));
    case 'push':
    case 'void':
      return ONE;
    case 'half-loss':
      return fraction(1, 2);
    case 'loss':
      return fraction(0);
  }
}

/** The accumulator's decimal price before any result: the product of its legs' decimal prices. */
export function accumulatorPrice(prices: readonly Price[]): Fraction {
  return prices.reduce<Fraction>((product, price) => mul(product, add(price, ONE)), ONE);
}

/** What an accumulator credits: the stake (its risk) × the product of the leg multipliers, floored to the VND. */
export function accumulatorReturn(stake: number, legs: readonly AccumulatorLeg[]): number {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('Mức cược phải là một số tiền nguyên dương (VND).');
  if (legs.length < 2) throw new RangeError('Cược xiên cần ít nhất 2 trận.');
  const multiplier = legs.reduce<Fraction>((product, leg) => mul(product, legMultiplier(leg)), ONE);
  return Number(floor(mul(fraction(stake), multiplier)));
}

/** Two half-stakes whose lines are half a goal apart: one of them is always settled on a whole line. */
function combineHalves(lower: Outcome, upper: Outcome): Outcome {
  if (lower === upper) return lower;
  if (lower === 'push' && upper === 'win') return 'half-win';
  if (lower === 'loss' && upper === 'push') return 'half-loss';
  throw new Error(`halves half a goal apart cannot settle ${lower} and ${upper}`);
}

function bySign(adjusted: number): Outcome {
  return adjusted > 0 ? 'win' : adjusted < 0 ? 'loss' : 'push';
}

function assertQuarter(line: number): void {
  if (!Number.isInteger(line * 4) || Math.abs(line) > 20) throw new RangeError(`a line is a multiple of 0.25, got ${line}`);
}

function assertScore(score: Score): void {
  if (![score.home, score.away].every((g) => Number.isSafeInteger(g) && g >= 0)) throw new RangeError(`bad score ${score.home}–${score.away}`);
}
