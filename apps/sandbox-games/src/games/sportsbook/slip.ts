import { accumulatorReturn, betTerms, convertOdds, parseOdds, winReturn, type OddsFormat } from '@app/domain/sportsbook';
import type { Fixture, Market, MarketKind, Period, Side } from './sportsbook-types.ts';

/**
 * The bet slip's rules ("Phiếu cược"): which legs it can hold, single or xiên, the stake's limits and
 * what a win would return — the return only from the domain's own functions (betTerms, winReturn,
 * accumulatorReturn), never recomputed here. Pure; the page keeps the slip and draws it.
 */

/** Legs in one xiên, inclusive (contract ACCUMULATOR_LEGS; the page imports no contract value). */
export const MAX_LEGS = 10;

export const SLIP_TEXT = {
  sameFixture: 'Cược xiên không được chọn hai kèo của cùng một trận.',
  tooManyLegs: `Cược xiên tối đa ${MAX_LEGS} trận.`,
  empty: 'Chọn một tỷ lệ trên bảng kèo để thêm vào phiếu cược.',
  stakeMissing: 'Nhập tiền cược.',
  stakeWhole: 'Tiền cược phải là số nguyên dương (VND).',
  suspended: 'Có kèo đang tạm khóa trong phiếu: bỏ lựa chọn đó hoặc chờ kèo mở lại.',
  priceChanged: 'Tỷ lệ đã thay đổi: xem tỷ lệ mới và bấm "Chấp nhận tỷ lệ mới".',
} as const;

export type SlipLeg = {
  marketId: string;
  fixtureId: string;
  side: Side;
  kind: MarketKind;
  period: Period;
  line: number | null;
  home: string;
  away: string;
  /** The price version and quote the member saw: what is sent, and what the return is computed at. */
  priceVersion: number;
  quote: string;
  minStake: number;
  maxStake: number;
  suspended: boolean;
};

export function legFrom(fixture: Fixture, market: Market, side: Side): SlipLeg {
  return {
    marketId: market.marketId,
    fixtureId: fixture.fixtureId,
    side,
    kind: market.kind,
    period: market.period,
    line: market.line,
    home: fixture.home,
    away: fixture.away,
    priceVersion: market.priceVersion,
    quote: market.prices[side] ?? '',
    minStake: market.minStake,
    maxStake: market.maxStake,
    suspended: market.status !== 'open',
  };
}

export function hasLeg(legs: readonly SlipLeg[], marketId: string, side: Side): boolean {
  return legs.some((l) => l.marketId === marketId && l.side === side);
}

/**
 * A price tapped: off the slip when it is on it, the other side of the same market swapped for it,
 * else added — unless the slip already holds another market of that fixture (a xiên takes one leg per
 * match) or is full. A refusal keeps the slip as it was and says why.
 */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): { legs: SlipLeg[]; problem: string | null } {
  if (hasLeg(legs, leg.marketId, leg.side)) return { legs: legs.filter((l) => !(l.marketId === leg.marketId && l.side === leg.side)), problem: null };
  const sameMarket = legs.findIndex((l) => l.marketId === leg.marketId);
  if (sameMarket >= 0) return { legs: legs.map((l, i) => (i === sameMarket ? leg : l)), problem: null };
  if (legs.some((l) => l.fixtureId === leg.fixtureId)) return { legs: [...legs], problem: SLIP_TEXT.sameFixture };
  if (legs.length >= MAX_LEGS) return { legs: [...legs], problem: SLIP_TEXT.tooManyLegs };
  return { legs: [...legs, leg], problem: null };
}

export function slipKind(legs: readonly SlipLeg[]): 'single' | 'accumulator' | null {
  return legs.length === 0 ? null : legs.length === 1 ? 'single' : 'accumulator';
}

/** The stake a slip takes: the highest minimum and the lowest maximum of its markets (as the server checks). */
export function stakeLimits(legs: readonly SlipLeg[]): { min: number; max: number } | null {
  if (legs.length === 0) return null;
  const min = Math.max(...legs.map((l) => l.minStake));
  const max = Math.min(...legs.map((l) => l.maxStake));
  return { min, max: Math.max(min, max) };
}

/** The stake typed: digits only (thousands separators and spaces ignored); null when it is not a whole positive number. */
export function parseStake(text: string): number | null {
  const digits = text.replace(/[\s,.]/g, '');
  if (!/^\d{1,13}$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export type SlipPreview = { risk: number; potentialReturn: number };

/**
 * What the slip takes and what a win of every leg returns, at the quotes seen, in the member's format:
 * a single by betTerms / winReturn, a xiên by accumulatorReturn (its risk is its stake). Null when a
 * quote cannot be read in that format.
 */
export function slipPreview(legs: readonly SlipLeg[], stake: number, format: OddsFormat): SlipPreview | null {
  if (legs.length === 0 || !Number.isSafeInteger(stake) || stake <= 0) return null;
  try {
    if (legs.length === 1) {
      const price = parseOdds(legs[0]!.quote, format);
      return { risk: betTerms(stake, price, format).risk, potentialReturn: winReturn(stake, price, format) };
    }
    return { risk: stake, potentialReturn: accumulatorReturn(stake, legs.map((l) => ({ price: parseOdds(l.quote, format), outcome: 'win' as const }))) };
  } catch {
    return null;
  }
}

/** Why "Đặt cược" cannot be pressed now, or null. The limits' own sentence comes from the caller (money formatting). */
export function slipProblem(
  legs: readonly SlipLeg[],
  stake: number | null,
  balance: number,
  format: OddsFormat,
  text: { outside(min: number, max: number): string; overBalance: string },
): string | null {
  if (legs.length === 0) return SLIP_TEXT.empty;
  if (legs.some((l) => l.suspended || l.quote === '')) return SLIP_TEXT.suspended;
  if (stake === null) return SLIP_TEXT.stakeWhole;
  const limits = stakeLimits(legs)!;
  if (stake < limits.min || stake > limits.max) return text.outside(limits.min, limits.max);
  const preview = slipPreview(legs, stake, format);
  if (preview && preview.risk > balance) return text.overBalance;
  return null;
}

export type PriceChange = { marketId: string; side: Side; oldQuote: string; newQuote: string | null; priceVersion: number | null; suspended: boolean };

/**
 * The slip against a board just read: each leg's price now. A leg whose price version moved (or whose
 * market is no longer on the board, or is suspended) is a change the member must see and accept; a
 * leg whose version did not move only takes the board's writing of it (a new format).
 */
export function compareWithBoard(legs: readonly SlipLeg[], fixtures: readonly Fixture[]): { legs: SlipLeg[]; changes: PriceChange[] } {
  const markets = new Map<string, { fixture: Fixture; market: Market }>();
  for (const fixture of fixtures) for (const market of fixture.markets) markets.set(market.marketId, { fixture, market });
  const changes: PriceChange[] = [];
  const next = legs.map((leg) => {
    const found = markets.get(leg.marketId);
    if (!found) {
      changes.push({ marketId: leg.marketId, side: leg.side, oldQuote: leg.quote, newQuote: null, priceVersion: null, suspended: true });
      return leg;
    }
    const now = legFrom(found.fixture, found.market, leg.side);
    if (now.priceVersion === leg.priceVersion && !now.suspended) return { ...now };
    changes.push({ marketId: leg.marketId, side: leg.side, oldQuote: leg.quote, newQuote: now.suspended ? null : now.quote || null, priceVersion: now.priceVersion, suspended: now.suspended });
    return { ...leg, suspended: now.suspended };
  });
  return { legs: next, changes };
}

/** The member accepted the new prices: each changed leg takes the version and quote now (a closed market stays suspended). */
export function acceptChanges(legs: readonly SlipLeg[], changes: readonly PriceChange[]): SlipLeg[] {
  return legs.map((leg) => {
    const change = changes.find((c) => c.marketId === leg.marketId && c.side === leg.side);
    if (!change || change.newQuote === null || change.priceVersion === null) return leg;
    return { ...leg, quote: change.newQuote, priceVersion: change.priceVersion, suspended: false };
  });
}

/** The seen quotes rewritten in another format (the versions stay: the same prices, written another way). */
export function convertLegs(legs: readonly SlipLeg[], from: OddsFormat, to: OddsFormat): SlipLeg[] {
  return legs.map((leg) => {
    if (!leg.quote || from === to) return leg;
    try {
      return { ...leg, quote: convertOdds(leg.quote, from, to) };
    } catch {
      return { ...leg, quote: '' };
    }
  });
}
