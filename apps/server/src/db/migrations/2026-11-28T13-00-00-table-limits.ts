import { sql, type Kysely } from 'kysely';

/**
 * The live tables' limits per cửa, set by the platform's operators (issue 11). A row per (table, cửa)
 * an operator has set; a cửa without one keeps the limits of the table's definition in code. Bets
 * already placed are not touched: the limits are read when a bet is checked, never after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_table_limits')
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('min_stake', 'bigint', (c) => c.notNull())
    .addColumn('max_stake', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_table_limits_pkey', ['table_id', 'kind'])
    .addCheckConstraint('sandbox_table_limits_range', sql`min_stake >= 1000 and min_stake <= max_stake and max_stake <= 1000000000`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_table_limits').execute();
}
