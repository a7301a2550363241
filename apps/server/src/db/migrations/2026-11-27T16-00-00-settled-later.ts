import { sql, type Kysely } from 'kysely';

/**
 * Bets settled after they are placed (issue 11: lottery tickets, sports bets, seats at a table).
 *
 * Provider side (sandbox): a round may be 'open' (its stake taken, win 0) until it is settled; each
 * settlement moves it to a new seq (so the pull cursor sees it again), bumps its revision and clears
 * pushed_at. Its balance_after stays the balance right after the stake; the settlement credit is the
 * wallet's, so the check tying the two goes. Shared-draw rounds use the draw's seed, not a player's.
 * The lottery's draws and tickets are the provider's own tables.
 *
 * Platform side: game_rounds keeps the highest revision a provider sent, and prior_win (the win the
 * row had before the last revision: null when it was inserted) so the game account moves by exactly
 * the difference, even when two revisions race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_rounds').dropConstraint('sandbox_rounds_balance').execute();
  await db.schema.alterTable('sandbox_rounds').alterColumn('seed_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('sandbox_rounds')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('settled').check(sql`status in ('open', 'settled', 'void')`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  // As placed (revision 0) the balances still tell the round; a settlement's credit is the wallet's.
  await sql`alter table sandbox_rounds add constraint sandbox_rounds_stake_balance check (revision > 0 or balance_after = balance_before - stake + win)`.execute(db);

  await db.schema
    .createTable('sandbox_lottery_draws')
    .addColumn('draw_id', 'text', (c) => c.primaryKey())
    .addColumn('game_key', 'text', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    /** Null until drawn. */
    .addColumn('prizes', 'jsonb')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('sandbox_lottery_draws_game_time', ['game_key', 'draw_at'])
    .execute();
  await db.schema.createIndex('sandbox_lottery_draws_due_idx').on('sandbox_lottery_draws').column('draw_at').where(sql.ref('settled_at'), 'is', null).execute();
  await db.schema.createIndex('sandbox_lottery_draws_drawn_idx').on('sandbox_lottery_draws').columns(['game_key', 'draw_at']).where(sql.ref('drawn_at'), 'is not', null).execute();

  await db.schema
    .createTable('sandbox_lottery_tickets')
    .addColumn('round_id', 'text', (c) => c.primaryKey().references('sandbox_rounds.round_id').onDelete('restrict'))
    .addColumn('draw_id', 'text', (c) => c.notNull().references('sandbox_lottery_draws.draw_id').onDelete('restrict'))
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    /** The page's id for the purchase: the same again is the same ticket. */
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('numbers', 'jsonb', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('cost', 'bigint', (c) => c.notNull().check(sql`cost > 0`))
    .addColumn('settled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sandbox_lottery_tickets_client', ['player_id', 'client_id'])
    .execute();
  await db.schema.createIndex('sandbox_lottery_tickets_open_idx').on('sandbox_lottery_tickets').column('draw_id').where(sql.ref('settled'), '=', false).execute();
  await db.schema.createIndex('sandbox_lottery_tickets_player_idx').on('sandbox_lottery_tickets').columns(['player_id', 'game_id', 'placed_at']).execute();

  await db.schema
    .alterTable('game_rounds')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('settled').check(sql`status in ('open', 'settled', 'void')`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prior_win', 'bigint')
    .addColumn('settled_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('status').dropColumn('revision').dropColumn('prior_win').dropColumn('settled_at').execute();
  await db.schema.dropTable('sandbox_lottery_tickets').execute();
  await db.schema.dropTable('sandbox_lottery_draws').execute();
  await sql`alter table sandbox_rounds drop constraint sandbox_rounds_stake_balance`.execute(db);
  await db.schema.alterTable('sandbox_rounds').dropColumn('status').dropColumn('revision').dropColumn('settled_at').execute();
  await sql`alter table sandbox_rounds add constraint sandbox_rounds_balance check (balance_after = balance_before - stake + win)`.execute(db);
}
