import { DEFAULT_ODDS_FORMAT, ODDS_FORMAT_NAMES, ODDS_FORMATS, type OddsFormat } from '@app/domain/sportsbook';
import type { Market, MarketKind, Period, Side } from './sportsbook-types.ts';

/** How the board writes formats, lines, sides and prices. Pure: the page and its tests share it. */

export const ODDS_FORMAT_STORAGE_KEY = 'sandbox-sportsbook:odds-format';

/** The selector's choices in the domain's order, named as the domain names them. */
export const FORMAT_CHOICES: readonly { format: OddsFormat; name: string }[] = ODDS_FORMATS.map((format) => ({ format, name: ODDS_FORMAT_NAMES[format] }));

/** The stored choice when it is one of the four, else Malay (the default). */
export function readOddsFormat(stored: string | null | undefined): OddsFormat {
  return stored && (ODDS_FORMATS as readonly string[]).includes(stored) ? (stored as OddsFormat) : DEFAULT_ODDS_FORMAT;
}

const MINUS = '\u2212';

/** A quote as the server wrote it, with a real minus sign for a negative price ("-0.96" → "−0.96"). */
export function quoteText(quote: string): string {
  return quote.startsWith('-') ? `${MINUS}${quote.slice(1)}` : quote;
}

export function isNegativeQuote(quote: string): boolean {
  return quote.startsWith('-');
}

function numberText(n: number): string {
  return String(Math.abs(n));
}

/**
 * A handicap line for one side, as the contract gives it (the home side's line; the away side takes its
 * opposite): 0 → "0", −0.75 → "−0.75", +0.5 → "+0.5".
 */
export function handicapText(homeLine: number, side: 'home' | 'away'): string {
  const line = side === 'home' ? homeLine : -homeLine;
  if (line === 0) return '0';
  return `${line < 0 ? MINUS : '+'}${numberText(line)}`;
}

/** An over/under total: 2.5 → "2.5", 2.25 → "2.25". */
export function totalText(line: number): string {
  return numberText(line);
}

export const MARKET_NAMES: Readonly<Record<MarketKind, string>> = {
  handicap: 'Kèo châu Á',
  'over-under': 'Tài/Xỉu',
  '1x2': '1X2',
};

export const PERIOD_NAMES: Readonly<Record<Period, string>> = {
  'full-time': 'Cả trận',
  'first-half': 'Hiệp 1',
};

/** A market's title on the board and in the slip: "Kèo châu Á", "Tài/Xỉu Hiệp 1". */
export function marketTitle(kind: MarketKind, period: Period): string {
  return period === 'first-half' ? `${MARKET_NAMES[kind]} ${PERIOD_NAMES[period]}` : MARKET_NAMES[kind];
}

/** The order the Asian board shows a fixture's markets in: handicap, over/under, 1X2 for the match, then the same for the first half. */
export function boardOrder(markets: readonly Market[]): Market[] {
  const kinds: MarketKind[] = ['handicap', 'over-under', '1x2'];
  const periods: Period[] = ['full-time', 'first-half'];
  const rank = (m: Market) => periods.indexOf(m.period) * 3 + kinds.indexOf(m.kind);
  return [...markets].sort((a, b) => rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0));
}

/** The sides a market takes, in the board's order. */
export function sidesOf(kind: MarketKind): readonly Side[] {
  if (kind === 'handicap') return ['home', 'away'];
  if (kind === 'over-under') return ['over', 'under'];
  return ['home', 'draw', 'away'];
}

/**
 * What the member backs, in words: the team with its line (handicap), "Tài 2.5" / "Xỉu 2.5",
 * the team or "Hòa" (1X2).
 */
export function selectionText(market: { kind: MarketKind; line: number | null }, side: Side, teams: { home: string; away: string }): string {
  switch (market.kind) {
    case 'handicap': {
      const team = side === 'away' ? teams.away : teams.home;
      return `${team} ${handicapText(market.line ?? 0, side === 'away' ? 'away' : 'home')}`;
    }
    case 'over-under':
      return `${side === 'under' ? 'Xỉu' : 'Tài'} ${totalText(market.line ?? 0)}`;
    case '1x2':
      return side === 'draw' ? 'Hòa' : side === 'away' ? teams.away : teams.home;
  }
}

/** The short label on a price button: the line for handicap/over-under, 1 / X / 2 for 1X2. */
export function sideLabel(market: { kind: MarketKind; line: number | null }, side: Side): string {
  switch (market.kind) {
    case 'handicap':
      return handicapText(market.line ?? 0, side === 'away' ? 'away' : 'home');
    case 'over-under':
      return `${side === 'under' ? 'X' : 'T'} ${totalText(market.line ?? 0)}`;
    case '1x2':
      return side === 'draw' ? 'X' : side === 'away' ? '2' : '1';
  }
}
