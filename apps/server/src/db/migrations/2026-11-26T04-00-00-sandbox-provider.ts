import { sql, type Kysely } from 'kysely';

/**
 * The sandbox game provider (issue 9), a "remote" provider living in this process: its own wallet per
 * player, the transfer orders it received (the idempotency record), the rounds it played (the bet
 * records the platform pushes and pulls), each player's provably fair seeds, the launches the platform
 * announced and the game sessions they were exchanged for. No foreign key reaches outside: the provider
 * knows players only by the id the platform gave it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_wallets')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('nickname', 'text')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sandbox_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('sandbox_wallets.player_id').onDelete('restrict'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'refused')`))
    .addColumn('reason', 'text')
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sandbox_orders_outcome', sql`(status = 'applied') = (balance_after is not null and reason is null)`)
    .execute();

  await db.schema
    .createTable('sandbox_seeds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('sandbox_wallets.player_id').onDelete('restrict'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0).check(sql`next_nonce >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  // One active (unrevealed) seed pair per player.
  await db.schema.createIndex('sandbox_seeds_active').on('sandbox_seeds').column('player_id').unique().where(sql.ref('revealed_at'), 'is', null).execute();

  await db.schema
    .createTable('sandbox_rounds')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('round_id', 'text', (c) => c.notNull().unique())
    .addColumn('player_id', 'text', (c) => c.notNull().references('sandbox_wallets.player_id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().check(sql`win >= 0`))
    .addColumn('balance_before', 'bigint', (c) => c.notNull().check(sql`balance_before >= 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('sandbox_seeds.id').onDelete('restrict'))
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    /** When the platform acknowledged the pushed record; null until then (the retry picks these up). */
    .addColumn('pushed_at', 'timestamptz')
    .addCheckConstraint('sandbox_rounds_balance', sql`balance_after = balance_before - stake + win`)
    .addUniqueConstraint('sandbox_rounds_seed_nonce', ['seed_id', 'nonce'])
    .execute();
  await db.schema.createIndex('sandbox_rounds_player_idx').on('sandbox_rounds').columns(['player_id', 'played_at']).execute();
  await db.schema.createIndex('sandbox_rounds_unpushed_idx').on('sandbox_rounds').column('seq').where(sql.ref('pushed_at'), 'is', null).execute();

  await db.schema
    .createTable('sandbox_launches')
    /** SHA-256 of the platform's launch token: the page gives the token back, the platform says who it is. */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('sandbox_wallets.player_id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sandbox_game_sessions')
    /** SHA-256 of the session token the game page holds: the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('sandbox_wallets.player_id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_game_sessions').execute();
  await db.schema.dropTable('sandbox_launches').execute();
  await db.schema.dropTable('sandbox_rounds').execute();
  await db.schema.dropTable('sandbox_seeds').execute();
  await db.schema.dropTable('sandbox_orders').execute();
  await db.schema.dropTable('sandbox_wallets').execute();
}
