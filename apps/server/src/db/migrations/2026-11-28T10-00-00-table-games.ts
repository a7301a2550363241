import { sql, type Kysely } from 'kysely';

/**
 * The sandbox provider's live tables become one engine for every table game (issue 11, "one more table
 * of the category"): baccarat's shoes, rounds and bets are the series, rounds and bets of any game.
 *
 * A series is what one committed server seed draws (a baccarat shoe; 30 xóc đĩa rounds). Its `game`
 * ('baccarat', 'xoc-dia') says how: rows so far are all baccarat's. Table ids are unique across games
 * (the engine keeps them so), so a round is still (table_id, round_no) and a bet still names its round.
 *
 * The columns keep their names: `shoe_id` is the round's series (a shoe for baccarat) and `cards` what a
 * round took from it in order (empty for a game without cards, whose `result` says it all).
 */
const RENAMES: readonly (readonly [string, string])[] = [
  ['sandbox_baccarat_shoes', 'sandbox_table_series'],
  ['sandbox_baccarat_rounds', 'sandbox_table_rounds'],
  ['sandbox_baccarat_bets', 'sandbox_table_bets'],
];

const GAME_TABLES = ['sandbox_table_series', 'sandbox_table_rounds'] as const;

/**
 * The table's constraints and indexes named after its old name, renamed after its new one (read from the
 * catalogue: PostgreSQL 18 names its NOT NULL constraints too). An index behind a constraint follows it.
 */
async function renameNamesOf(db: Kysely<any>, table: string, fromPrefix: string, toPrefix: string): Promise<void> {
  const like = `${fromPrefix.replaceAll('_', '\\_')}\\_%`;
  const constraints = await sql<{ name: string }>`
    select conname as name from pg_constraint where conrelid = ${table}::regclass and conname like ${like} order by conname`.execute(db);
  for (const { name } of constraints.rows) {
    await sql`alter table ${sql.table(table)} rename constraint ${sql.id(name)} to ${sql.id(toPrefix + name.slice(fromPrefix.length))}`.execute(db);
  }
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexname like ${like} order by indexname`.execute(db);
  for (const { name } of indexes.rows) await sql`alter index ${sql.id(name)} rename to ${sql.id(toPrefix + name.slice(fromPrefix.length))}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) {
    await db.schema.alterTable(from).renameTo(to).execute();
    await renameNamesOf(db, to, from, to);
  }
  for (const table of GAME_TABLES) {
    // The default backfills the rows there are (all baccarat's); dropped, so every new row says its game.
    await db.schema.alterTable(table).addColumn('game', 'text', (c) => c.notNull().defaultTo('baccarat')).execute();
    await db.schema.alterTable(table).alterColumn('game', (c) => c.dropDefault()).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Only baccarat's rows fit the old tables.
  await sql`delete from sandbox_table_bets b using sandbox_table_rounds r where r.table_id = b.table_id and r.round_no = b.round_no and r.game <> 'baccarat'`.execute(db);
  await sql`delete from sandbox_table_rounds where game <> 'baccarat'`.execute(db);
  await sql`delete from sandbox_table_series where game <> 'baccarat'`.execute(db);
  for (const table of GAME_TABLES) await db.schema.alterTable(table).dropColumn('game').execute();
  for (const [from, to] of RENAMES) {
    await db.schema.alterTable(to).renameTo(from).execute();
    await renameNamesOf(db, from, to, from);
  }
}
