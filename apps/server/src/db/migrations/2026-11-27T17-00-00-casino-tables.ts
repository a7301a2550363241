import { sql, type Kysely } from 'kysely';

/**
 * The sandbox provider's live baccarat tables (issue 11, "Casino trực tuyến").
 *
 * A shoe is eight decks shuffled from its server seed (committed by its SHA-256 while in play, revealed
 * once its last round is over: finished_at is that moment, set when the last round is dealt). A round of
 * a table is numbered from the clock (round_no = floor(epoch ms / cycle)), dealt from the shoe where the
 * previous round stopped, and settled once, when its result is shown. A player's bets in a round are a
 * round of sandbox_rounds (placed open, settled later); sandbox_baccarat_bets links it to the table's
 * round, with the page's id for the request (the same id again is the same bet).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_baccarat_shoes')
    .addColumn('shoe_id', 'text', (c) => c.primaryKey())
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    /** When its last round's result is shown (then the seed is revealed); null while rounds remain. */
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sandbox_baccarat_shoes_table_idx').on('sandbox_baccarat_shoes').columns(['table_id', 'started_at']).execute();

  await db.schema
    .createTable('sandbox_baccarat_rounds')
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('round_no', 'integer', (c) => c.notNull())
    .addColumn('shoe_id', 'text', (c) => c.notNull().references('sandbox_baccarat_shoes.shoe_id').onDelete('restrict'))
    .addColumn('position_start', 'integer', (c) => c.notNull().check(sql`position_start >= 0`))
    /** The cards in the order they left the shoe (P, B, P, B, then the thirds). */
    .addColumn('cards', 'jsonb', (c) => c.notNull())
    /** The hand: cards per side, totals, winner, pairs. */
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('bets_close_at', 'timestamptz', (c) => c.notNull())
    .addColumn('result_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sandbox_baccarat_rounds_pk', ['table_id', 'round_no'])
    .execute();
  await db.schema.createIndex('sandbox_baccarat_rounds_due_idx').on('sandbox_baccarat_rounds').column('result_at').where(sql.ref('settled_at'), 'is', null).execute();
  await db.schema.createIndex('sandbox_baccarat_rounds_shoe_idx').on('sandbox_baccarat_rounds').columns(['shoe_id', 'round_no']).execute();

  await db.schema
    .createTable('sandbox_baccarat_bets')
    .addColumn('round_id', 'text', (c) => c.primaryKey().references('sandbox_rounds.round_id').onDelete('restrict'))
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('round_no', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    /** The page's id for the request: the same again is the same bet. */
    .addColumn('client_id', 'text', (c) => c.notNull())
    /** [{ kind, amount }], one entry per bet kind. */
    .addColumn('bets', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint('sandbox_baccarat_bets_round_fk', ['table_id', 'round_no'], 'sandbox_baccarat_rounds', ['table_id', 'round_no'], (c) => c.onDelete('restrict'))
    .addUniqueConstraint('sandbox_baccarat_bets_client', ['player_id', 'client_id'])
    .execute();
  await db.schema.createIndex('sandbox_baccarat_bets_round_idx').on('sandbox_baccarat_bets').columns(['table_id', 'round_no']).execute();
  await db.schema.createIndex('sandbox_baccarat_bets_player_idx').on('sandbox_baccarat_bets').columns(['player_id', 'placed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_baccarat_bets').execute();
  await db.schema.dropTable('sandbox_baccarat_rounds').execute();
  await db.schema.dropTable('sandbox_baccarat_shoes').execute();
}
