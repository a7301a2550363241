import { sql, type Kysely } from 'kysely';

/**
 * The game lobby (issue 9): categories, providers (each the keeper of one game account), games, and a
 * member's favourites and recently played games. Rows are filled by the games module's catalogue seed
 * (modules/games/catalogue-seed.ts) at start-up, so the product's own categories, providers and sandbox
 * games exist in every deployment, and operators' changes to them are kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_providers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The member's game account (spec §3) whose money this provider holds while they play. */
    .addColumn('wallet_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('live').check(sql`status in ('live', 'maintenance', 'hidden')`))
    .addColumn('message', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('game_providers_message', sql`status <> 'maintenance' or message is not null`)
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code').onDelete('restrict'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('game_categories.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('art', 'text', (c) => c.notNull())
    /** JSON array of 'new' | 'hot' | 'jackpot'. */
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Which game engine plays it ('slot:kho-bau-rong', 'fishing:…'); null: listed, not playable yet. */
    .addColumn('engine', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('live').check(sql`status in ('live', 'maintenance', 'hidden')`))
    .addColumn('message', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('games_message', sql`status <> 'maintenance' or message is not null`)
    .execute();
  await db.schema.createIndex('games_category_order_idx').on('games').columns(['category_id', 'sort_order']).execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_favourites_pkey', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_recent_plays')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_recent_plays_pkey', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('game_recent_plays_member_idx').on('game_recent_plays').columns(['member_id', 'played_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_recent_plays').execute();
  await db.schema.dropTable('game_favourites').execute();
  await db.schema.dropTable('games').execute();
  await db.schema.dropTable('game_providers').execute();
  await db.schema.dropTable('game_categories').execute();
}
