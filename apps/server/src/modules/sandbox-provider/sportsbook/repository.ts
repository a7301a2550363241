import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** The sportsbook's own tables (Kysely only): fixtures, markets, bets and their legs. */

export type FixtureRow = {
  fixture_id: string;
  sport: 'football' | 'esports';
  league: string;
  home: string;
  away: string;
  kickoff_at: Date;
  status: 'scheduled' | 'live' | 'finished' | 'cancelled';
  result: unknown;
  cancel_reason: string | null;
};

export type MarketRow = {
  market_id: string;
  fixture_id: string;
  kind: 'handicap' | 'over-under' | '1x2';
  period: 'full-time' | 'first-half';
  line: string | number | null;
  price_format: string;
  prices: unknown;
  price_version: number;
  min_stake: string | number;
  max_stake: string | number;
  status: 'open' | 'suspended' | 'settled';
};

const fixtureColumns = ['fixture_id', 'sport', 'league', 'home', 'away', 'kickoff_at', 'status', 'result', 'cancel_reason'] as const;
const marketColumns = ['market_id', 'fixture_id', 'kind', 'period', 'line', 'price_format', 'prices', 'price_version', 'min_stake', 'max_stake', 'status'] as const;

export const lineOf = (row: { line: string | number | null }): number | null => (row.line === null ? null : Number(row.line));

export async function insertFixture(db: Database, f: Omit<FixtureRow, 'status' | 'result' | 'cancel_reason'>): Promise<void> {
  await db.db
    .insertInto('sandbox_sportsbook_fixtures')
    .values({ fixture_id: f.fixture_id, sport: f.sport, league: f.league, home: f.home, away: f.away, kickoff_at: f.kickoff_at })
    .execute();
}

export async function findFixture(db: Database, fixtureId: string, options: { lock?: 'share' | 'update' } = {}): Promise<FixtureRow | null> {
  let query = db.db.selectFrom('sandbox_sportsbook_fixtures').select(fixtureColumns).where('fixture_id', '=', fixtureId);
  if (options.lock === 'share') query = query.forShare();
  if (options.lock === 'update') query = query.forUpdate();
  return ((await query.executeTakeFirst()) as FixtureRow | undefined) ?? null;
}

export async function updateFixture(
  txn: Database,
  fixtureId: string,
  change: Partial<{ league: string; home: string; away: string; kickoff_at: Date; status: FixtureRow['status']; result: unknown; cancel_reason: string }>,
): Promise<void> {
  const { result, ...rest } = change;
  await txn.db
    .updateTable('sandbox_sportsbook_fixtures')
    .set({ ...rest, ...(result === undefined ? {} : { result: JSON.stringify(result) }), updated_at: sql`now()` })
    .where('fixture_id', '=', fixtureId)
    .execute();
}

/** Fixtures of a sport (or all), by kick-off (the last 200 to kick off with `latestFirst`); `from`: only those kicking off after it. */
export async function listFixtures(db: Database, filter: { sport?: string; from?: Date; statuses?: readonly string[]; latestFirst?: boolean }): Promise<FixtureRow[]> {
  const order = filter.latestFirst ? 'desc' : 'asc';
  let query = db.db.selectFrom('sandbox_sportsbook_fixtures').select(fixtureColumns).orderBy('kickoff_at', order).orderBy('fixture_id', order).limit(200);
  if (filter.sport) query = query.where('sport', '=', filter.sport as FixtureRow['sport']);
  if (filter.from) query = query.where('kickoff_at', '>', filter.from);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses as FixtureRow['status'][]);
  return (await query.execute()) as FixtureRow[];
}

export async function insertMarket(db: Database, m: Omit<MarketRow, 'price_version' | 'status' | 'prices' | 'line'> & { prices: Record<string, string>; line: number | null }): Promise<void> {
  await db.db
    .insertInto('sandbox_sportsbook_markets')
    .values({
      market_id: m.market_id,
      fixture_id: m.fixture_id,
      kind: m.kind,
      period: m.period,
      line: m.line,
      price_format: m.price_format,
      prices: JSON.stringify(m.prices),
      min_stake: Number(m.min_stake),
      max_stake: Number(m.max_stake),
    })
    .execute();
}

export async function findMarket(db: Database, marketId: string, options: { lock?: 'share' | 'update' } = {}): Promise<MarketRow | null> {
  let query = db.db.selectFrom('sandbox_sportsbook_markets').select(marketColumns).where('market_id', '=', marketId);
  if (options.lock === 'share') query = query.forShare();
  if (options.lock === 'update') query = query.forUpdate();
  return ((await query.executeTakeFirst()) as MarketRow | undefined) ?? null;
}

/** Markets by id, locked for share in id order (a price change waits for a slip being placed on them, and the other way round). */
export async function lockMarkets(txn: Database, marketIds: readonly string[]): Promise<MarketRow[]> {
  txn.assertTransaction();
  if (marketIds.length === 0) return [];
  return (await txn.db.selectFrom('sandbox_sportsbook_markets').select(marketColumns).where('market_id', 'in', marketIds).orderBy('market_id').forShare().execute()) as MarketRow[];
}

export async function marketsByIds(db: Database, marketIds: readonly string[]): Promise<MarketRow[]> {
  if (marketIds.length === 0) return [];
  return (await db.db.selectFrom('sandbox_sportsbook_markets').select(marketColumns).where('market_id', 'in', marketIds).execute()) as MarketRow[];
}

const KIND_ORDER = ['handicap', 'over-under', '1x2'];

/** The fixtures' markets as a board lists them: full time first, then handicap, over/under, 1X2, by line. */
export async function marketsOf(db: Database, fixtureIds: readonly string[]): Promise<MarketRow[]> {
  if (fixtureIds.length === 0) return [];
  const rows = (await db.db.selectFrom('sandbox_sportsbook_markets').select(marketColumns).where('fixture_id', 'in', fixtureIds).execute()) as MarketRow[];
  const key = (m: MarketRow) => [m.period === 'full-time' ? 0 : 1, KIND_ORDER.indexOf(m.kind), lineOf(m) ?? 0] as const;
  return rows.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || (a.market_id < b.market_id ? -1 : 1);
  });
}

export async function setPrices(txn: Database, marketId: string, format: string, prices: Record<string, string>): Promise<void> {
  await txn.db
    .updateTable('sandbox_sportsbook_markets')
    .set({ price_format: format, prices: JSON.stringify(prices), price_version: sql`price_version + 1`, updated_at: sql`now()` })
    .where('market_id', '=', marketId)
    .execute();
}

export async function setMarketStatus(txn: Database, where: { marketId?: string; fixtureId?: string }, status: MarketRow['status']): Promise<void> {
  let query = txn.db.updateTable('sandbox_sportsbook_markets').set({ status, updated_at: sql`now()` });
  if (where.marketId) query = query.where('market_id', '=', where.marketId);
  if (where.fixtureId) query = query.where('fixture_id', '=', where.fixtureId);
  await query.execute();
}

// ---- bets ----

export type StoredLeg = {
  marketId: string;
  fixtureId: string;
  sport: FixtureRow['sport'];
  kind: MarketRow['kind'];
  period: MarketRow['period'];
  line: number | null;
  side: string;
  priceVersion: number;
  /** The quote accepted, in the bet's odds format. */
  quote: string;
};

export type BetRow = {
  round_id: string;
  player_id: string;
  game_id: string;
  client_id: string;
  kind: 'single' | 'accumulator';
  stake: string | number;
  odds_format: string;
  legs: unknown;
  placed_at: Date;
};

const betColumns = ['round_id', 'player_id', 'game_id', 'client_id', 'kind', 'stake', 'odds_format', 'legs', 'placed_at'] as const;

export async function insertBet(txn: Database, bet: Omit<BetRow, 'legs' | 'stake'> & { stake: number; legs: readonly StoredLeg[] }): Promise<void> {
  await txn.db
    .insertInto('sandbox_sportsbook_bets')
    .values({ ...bet, legs: JSON.stringify(bet.legs) })
    .execute();
  await txn.db
    .insertInto('sandbox_sportsbook_bet_legs')
    .values(bet.legs.map((leg, i) => ({ round_id: bet.round_id, leg_no: i, fixture_id: leg.fixtureId, market_id: leg.marketId })))
    .execute();
}

export async function betByClientId(db: Database, playerId: string, clientId: string): Promise<BetRow | null> {
  return ((await db.db.selectFrom('sandbox_sportsbook_bets').select(betColumns).where('player_id', '=', playerId).where('client_id', '=', clientId).executeTakeFirst()) as
    | BetRow
    | undefined) ?? null;
}

/** A bet joined with its round (what was taken, won, its status and detail). */
export type BetWithRound = BetRow & { risk: string | number; win: string | number; status: 'open' | 'settled' | 'void'; detail: unknown; settled_at: Date | null };

const joined = (db: Database) =>
  db.db
    .selectFrom('sandbox_sportsbook_bets as b')
    .innerJoin('sandbox_rounds as r', 'r.round_id', 'b.round_id')
    .select(['b.round_id', 'b.player_id', 'b.game_id', 'b.client_id', 'b.kind', 'b.stake', 'b.odds_format', 'b.legs', 'b.placed_at', 'r.stake as risk', 'r.win', 'r.status', 'r.detail', 'r.settled_at']);

export async function playerBets(db: Database, playerId: string, gameId: string, limit: number): Promise<BetWithRound[]> {
  return (await joined(db).where('b.player_id', '=', playerId).where('b.game_id', '=', gameId).orderBy('b.placed_at', 'desc').orderBy('b.round_id', 'desc').limit(limit).execute()) as BetWithRound[];
}

export async function betsByIds(db: Database, roundIds: readonly string[]): Promise<BetWithRound[]> {
  if (roundIds.length === 0) return [];
  return (await joined(db).where('b.round_id', 'in', roundIds).orderBy('b.round_id').execute()) as BetWithRound[];
}

/** The bets with a leg on the fixture. */
export async function betIdsOnFixture(db: Database, fixtureId: string): Promise<string[]> {
  const rows = await db.db.selectFrom('sandbox_sportsbook_bet_legs').select('round_id').distinct().where('fixture_id', '=', fixtureId).orderBy('round_id').execute();
  return rows.map((r) => r.round_id);
}

/** Bets with a leg on each fixture, by round status. */
export async function betCounts(db: Database, fixtureIds: readonly string[]): Promise<Map<string, { open: number; settled: number }>> {
  const counts = new Map<string, { open: number; settled: number }>();
  if (fixtureIds.length === 0) return counts;
  const rows = await db.db
    .selectFrom('sandbox_sportsbook_bet_legs as l')
    .innerJoin('sandbox_rounds as r', 'r.round_id', 'l.round_id')
    .select(['l.fixture_id', sql<boolean>`r.status = 'open'`.as('open'), sql<string>`count(distinct l.round_id)`.as('n')])
    .where('l.fixture_id', 'in', fixtureIds)
    .groupBy(['l.fixture_id', sql`r.status = 'open'`])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.fixture_id) ?? { open: 0, settled: 0 };
    if (row.open) entry.open += Number(row.n);
    else entry.settled += Number(row.n);
    counts.set(row.fixture_id, entry);
  }
  return counts;
}

/** The wallets of these players, locked in player order (sandbox_wallets is the provider's: its lock order is player id). */
export async function lockWallets(txn: Database, playerIds: readonly string[]): Promise<void> {
  txn.assertTransaction();
  const players = [...new Set(playerIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (players.length === 0) return;
  await sql`select player_id from sandbox_wallets where player_id in (${sql.join(players)}) order by player_id for update`.execute(txn.db);
}

export async function fixturesByIds(db: Database, fixtureIds: readonly string[], options: { lock?: 'share' } = {}): Promise<FixtureRow[]> {
  if (fixtureIds.length === 0) return [];
  let query = db.db.selectFrom('sandbox_sportsbook_fixtures').select(fixtureColumns).where('fixture_id', 'in', fixtureIds).orderBy('fixture_id');
  if (options.lock === 'share') query = query.forShare();
  return (await query.execute()) as FixtureRow[];
}
