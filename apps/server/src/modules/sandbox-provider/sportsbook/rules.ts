import type { MarketSide, Sport } from '@app/contract/sandbox-sportsbook';
import { parseOdds, type OddsFormat, type Period, type Price, type Selection } from '@app/domain/sportsbook';
import { badRequest } from '../../../lib/errors.ts';
import { SPORTSBOOK_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';

/** The sportsbook's engines: one game per sport, each its own board. */
export const SPORTSBOOK_GAMES: Readonly<Record<Sport, { engine: string; name: string }>> = {
  football: { engine: 'sportsbook:football', name: 'Thể thao SABA' },
  esports: { engine: 'sportsbook:esports', name: 'E-sports SABA' },
};

/** The sport an engine names ('sportsbook:football'), or null. */
export function sportOf(engine: string): Sport | null {
  const sport = engine.startsWith('sportsbook:') ? engine.slice('sportsbook:'.length) : '';
  return sport === 'football' || sport === 'esports' ? sport : null;
}

/** The name of the sportsbook game an engine plays, or null: what engines.ts's engineGameName asks for 'sportsbook:' engines. */
export function sportsbookGameName(engine: string): string | null {
  const sport = sportOf(engine);
  return sport ? SPORTSBOOK_GAMES[sport].name : null;
}

export type MarketKind = 'handicap' | 'over-under' | '1x2';

export const SIDES_OF: Readonly<Record<MarketKind, readonly MarketSide[]>> = {
  handicap: ['home', 'away'],
  'over-under': ['over', 'under'],
  '1x2': ['home', 'draw', 'away'],
};

/** The domain's selection for a side of a market. */
export function selectionOf(market: { kind: MarketKind; period: Period; line: number | null }, side: MarketSide): Selection {
  switch (market.kind) {
    case 'handicap':
      return { market: 'handicap', period: market.period, homeLine: market.line!, side: side as 'home' | 'away' };
    case 'over-under':
      return { market: 'over-under', period: market.period, line: market.line!, side: side as 'over' | 'under' };
    case '1x2':
      return { market: '1x2', period: market.period, side: side as 'home' | 'draw' | 'away' };
  }
}

/** A market's line checked against its kind (400 in the trader's words). */
export function checkLine(kind: MarketKind, line: number | null | undefined): number | null {
  if (kind === '1x2') {
    if (line !== null && line !== undefined) throw badRequest(M.lineNotFor1x2);
    return null;
  }
  if (line === null || line === undefined) throw badRequest(M.lineRequired);
  if (kind === 'over-under' && line <= 0) throw badRequest(M.overUnderLine);
  return line;
}

/** A market's prices: exactly its kind's sides, each a price the format can take. Returns them as given. */
export function checkPrices(kind: MarketKind, format: OddsFormat, prices: Partial<Record<MarketSide, string | undefined>>): Record<string, string> {
  const sides = SIDES_OF[kind];
  const given = Object.entries(prices).filter(([, q]) => q !== undefined) as [MarketSide, string][];
  if (given.length !== sides.length || !given.every(([side]) => sides.includes(side))) throw badRequest(M.pricesFor(sides));
  for (const [side, quote] of given) {
    try {
      parseOdds(quote, format);
    } catch {
      throw badRequest(M.priceInvalid(side, quote));
    }
  }
  return Object.fromEntries(given);
}

/** The exact price of a side of a stored market. */
export function marketPrice(market: { price_format: string; prices: unknown }, side: MarketSide): Price | null {
  const quote = (market.prices as Record<string, string>)[side];
  return quote === undefined ? null : parseOdds(quote, market.price_format as OddsFormat);
}
