import { sql, type Kysely } from 'kysely';

/**
 * The sandbox provider's sportsbook (issue 11, "Thể thao" and "E-sports", SABA's part): fixtures with
 * their result, markets with their prices (as the trader typed them, in one odds format: exact, never
 * converted on the way in) and a price version, and the bets, each one round of sandbox_rounds, with a
 * row per leg so a fixture's result finds the bets it settles.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_sportsbook_fixtures')
    .addColumn('fixture_id', 'text', (c) => c.primaryKey())
    .addColumn('sport', 'text', (c) => c.notNull().check(sql`sport in ('football', 'esports')`))
    .addColumn('league', 'text', (c) => c.notNull())
    .addColumn('home', 'text', (c) => c.notNull())
    .addColumn('away', 'text', (c) => c.notNull())
    .addColumn('kickoff_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`status in ('scheduled', 'live', 'finished', 'cancelled')`))
    /** { fullTime: {home, away}, firstHalf: {home, away} } once entered; null before (and when cancelled). */
    .addColumn('result', 'jsonb')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sandbox_sportsbook_fixtures_board_idx').on('sandbox_sportsbook_fixtures').columns(['sport', 'kickoff_at']).execute();

  await db.schema
    .createTable('sandbox_sportsbook_markets')
    .addColumn('market_id', 'text', (c) => c.primaryKey())
    .addColumn('fixture_id', 'text', (c) => c.notNull().references('sandbox_sportsbook_fixtures.fixture_id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('handicap', 'over-under', '1x2')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('full-time', 'first-half')`))
    /** Handicap: the home side's line; over/under: the total; 1x2: null. Quarter steps. */
    .addColumn('line', 'numeric(6, 2)')
    .addColumn('price_format', 'text', (c) => c.notNull().check(sql`price_format in ('malay', 'hongkong', 'decimal', 'indo')`))
    /** Side → the quote as typed ("0.92", "-0.96"), exact. */
    .addColumn('prices', 'jsonb', (c) => c.notNull())
    .addColumn('price_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_stake', 'bigint', (c) => c.notNull().check(sql`min_stake > 0`))
    .addColumn('max_stake', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'suspended', 'settled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sandbox_sportsbook_markets_stakes', sql`max_stake >= min_stake`)
    .execute();
  await db.schema.createIndex('sandbox_sportsbook_markets_fixture_idx').on('sandbox_sportsbook_markets').column('fixture_id').execute();

  await db.schema
    .createTable('sandbox_sportsbook_bets')
    .addColumn('round_id', 'text', (c) => c.primaryKey().references('sandbox_rounds.round_id').onDelete('restrict'))
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    /** The page's id for the slip: the same again is the same bet. */
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single', 'accumulator')`))
    /** The stake the member typed; the round's stake is what was taken (the risk: more or less at a negative price). */
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('odds_format', 'text', (c) => c.notNull())
    /** Each leg as accepted: market, side, line, the price version and the quote in the member's format. */
    .addColumn('legs', 'jsonb', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sandbox_sportsbook_bets_client', ['player_id', 'client_id'])
    .execute();
  await db.schema.createIndex('sandbox_sportsbook_bets_player_idx').on('sandbox_sportsbook_bets').columns(['player_id', 'game_id', 'placed_at']).execute();

  await db.schema
    .createTable('sandbox_sportsbook_bet_legs')
    .addColumn('round_id', 'text', (c) => c.notNull().references('sandbox_sportsbook_bets.round_id').onDelete('restrict'))
    .addColumn('leg_no', 'integer', (c) => c.notNull())
    .addColumn('fixture_id', 'text', (c) => c.notNull().references('sandbox_sportsbook_fixtures.fixture_id').onDelete('restrict'))
    .addColumn('market_id', 'text', (c) => c.notNull().references('sandbox_sportsbook_markets.market_id').onDelete('restrict'))
    .addPrimaryKeyConstraint('sandbox_sportsbook_bet_legs_pk', ['round_id', 'leg_no'])
    .execute();
  await db.schema.createIndex('sandbox_sportsbook_bet_legs_fixture_idx').on('sandbox_sportsbook_bet_legs').column('fixture_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_sportsbook_bet_legs').execute();
  await db.schema.dropTable('sandbox_sportsbook_bets').execute();
  await db.schema.dropTable('sandbox_sportsbook_markets').execute();
  await db.schema.dropTable('sandbox_sportsbook_fixtures').execute();
}
