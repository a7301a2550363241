import type { BoardFixture, BoardMarket, SportsbookBet, Sport, TradingFixture, TradingMarket } from '@app/contract/sandbox-sportsbook';
import { accumulatorReturn, formatOdds, parseOdds, winReturn, type LegOutcome, type OddsFormat } from '@app/domain/sportsbook';
import type { Database } from '../../../db/database.ts';
import * as repo from './repository.ts';
import { SIDES_OF } from './rules.ts';

/** What the board, the slip, "my bets" and the trading desk show, built from the rows. */

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function tradingMarket(m: repo.MarketRow): TradingMarket {
  return {
    marketId: m.market_id,
    kind: m.kind,
    period: m.period,
    line: repo.lineOf(m),
    format: m.price_format as OddsFormat,
    prices: m.prices as Record<string, string>,
    priceVersion: m.price_version,
    minStake: Number(m.min_stake),
    maxStake: Number(m.max_stake),
    status: m.status,
  };
}

export async function tradingFixtures(db: Database, fixtures: readonly repo.FixtureRow[]): Promise<TradingFixture[]> {
  const ids = fixtures.map((f) => f.fixture_id);
  const [markets, counts] = await Promise.all([repo.marketsOf(db, ids), repo.betCounts(db, ids)]);
  return fixtures.map((f) => ({
    fixtureId: f.fixture_id,
    sport: f.sport,
    league: f.league,
    home: f.home,
    away: f.away,
    kickoff: new Date(f.kickoff_at).toISOString(),
    status: f.status,
    result: (f.result as TradingFixture['result']) ?? null,
    cancelReason: f.cancel_reason,
    markets: markets.filter((m) => m.fixture_id === f.fixture_id).map(tradingMarket),
    bets: counts.get(f.fixture_id) ?? { open: 0, settled: 0 },
  }));
}

/** A side's quote in the member's format, rounded down (never more than the book's price). */
export function quoteIn(market: repo.MarketRow, side: string, format: OddsFormat): string | null {
  const quote = (market.prices as Record<string, string>)[side];
  return quote === undefined ? null : formatOdds(parseOdds(quote, market.price_format as OddsFormat), format);
}

export function boardMarket(m: repo.MarketRow, format: OddsFormat): BoardMarket {
  return {
    marketId: m.market_id,
    kind: m.kind,
    period: m.period,
    line: repo.lineOf(m),
    status: m.status,
    priceVersion: m.price_version,
    minStake: Number(m.min_stake),
    maxStake: Number(m.max_stake),
    prices: Object.fromEntries(SIDES_OF[m.kind].map((side) => [side, quoteIn(m, side, format) ?? ''])),
  };
}

/** The board: the sport's fixtures still to kick off, with their open markets, in the member's format. */
export async function board(db: Database, sport: Sport, format: OddsFormat, now: number): Promise<BoardFixture[]> {
  const fixtures = await repo.listFixtures(db, { sport, from: new Date(now), statuses: ['scheduled'] });
  const markets = (await repo.marketsOf(db, fixtures.map((f) => f.fixture_id))).filter((m) => m.status === 'open');
  return fixtures
    .map((f) => ({
      fixtureId: f.fixture_id,
      sport: f.sport,
      league: f.league,
      home: f.home,
      away: f.away,
      kickoff: new Date(f.kickoff_at).toISOString(),
      status: f.status,
      markets: markets.filter((m) => m.fixture_id === f.fixture_id).map((m) => boardMarket(m, format)),
    }))
    .filter((f) => f.markets.length > 0);
}

type DetailLeg = repo.StoredLeg & { league: string; home: string; away: string; kickoff: string; outcome: LegOutcome | null };

/** What a winning slip would credit: a single at its quote, a xiên at the product of its legs' decimal prices. */
export function potentialReturn(kind: 'single' | 'accumulator', stake: number, risk: number, legs: readonly repo.StoredLeg[], format: OddsFormat): number {
  if (kind === 'single') return winReturn(stake, parseOdds(legs[0]!.quote, format), format);
  return accumulatorReturn(risk, legs.map((l) => ({ price: parseOdds(l.quote, format), outcome: 'win' as const })));
}

/** A bet as the member's "my bets" shows it (its legs from the round's detail, which settlement rewrites). */
export function betView(bet: repo.BetWithRound): SportsbookBet {
  const detail = bet.detail as { legs: DetailLeg[]; reason: string | null };
  const format = bet.odds_format as OddsFormat;
  const legs = bet.legs as repo.StoredLeg[];
  return {
    betId: bet.round_id,
    kind: bet.kind,
    format,
    stake: Number(bet.stake),
    risk: Number(bet.risk),
    potentialReturn: potentialReturn(bet.kind, Number(bet.stake), Number(bet.risk), legs, format),
    status: bet.status,
    win: Number(bet.win),
    reason: detail.reason ?? null,
    legs: detail.legs.map((l) => ({
      marketId: l.marketId,
      fixtureId: l.fixtureId,
      sport: l.sport,
      league: l.league,
      home: l.home,
      away: l.away,
      kickoff: l.kickoff,
      kind: l.kind,
      period: l.period,
      line: l.line,
      side: l.side as SportsbookBet['legs'][number]['side'],
      priceVersion: l.priceVersion,
      quote: l.quote,
      outcome: l.outcome,
    })),
    placedAt: new Date(bet.placed_at).toISOString(),
    settledAt: iso(bet.settled_at),
  };
}
