import type { MarketPrices, MarketSide, TradingMarket } from '@app/contract/sandbox-sportsbook';

export type MarketKind = TradingMarket['kind'];

/** The sides each kind of market takes, in the order the books print them. */
export const SIDES_OF: Readonly<Record<MarketKind, readonly MarketSide[]>> = {
  handicap: ['home', 'away'],
  'over-under': ['over', 'under'],
  '1x2': ['home', 'draw', 'away'],
};

/** 1X2 has no line; the others need one. */
export const hasLine = (kind: MarketKind) => kind !== '1x2';

/**
 * A line as typed ("-0.75", "2,5": the Vietnamese decimal comma too) as the number the contract takes;
 * null when it is not a number (the server checks the 0.25 step and says so in its own words).
 */
export function parseLine(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The kind's sides' quotes as typed (comma or point), trimmed; an empty one is left out for the server to name. */
export function pricesOf(kind: MarketKind, typed: Partial<Record<MarketSide, string>>): MarketPrices {
  const prices: MarketPrices = {};
  for (const side of SIDES_OF[kind]) {
    const quote = typed[side]?.trim().replace(',', '.');
    if (quote) prices[side] = quote;
  }
  return prices;
}

/** "1 - 0 (H1 0 - 0)". */
export const scoreLine = (r: { fullTime: { home: number; away: number }; firstHalf: { home: number; away: number } }) =>
  `${r.fullTime.home} - ${r.fullTime.away} (H1 ${r.firstHalf.home} - ${r.firstHalf.away})`;
