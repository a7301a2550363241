import { sql, type Kysely } from 'kysely';

/**
 * Maintenance windows (issue 10): the whole site or one area (deposits, withdrawals, one game
 * provider) closed from starts_at to ends_at with the operator's message. Ending a window early sets
 * ends_at to that moment; cancelling one before its start sets it to its start (it never opens). Who
 * made and who ended each is kept; the audit log has the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('SITE', 'DEPOSITS', 'WITHDRAWALS', 'GAME_PROVIDER')`))
    .addColumn('provider_code', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('operators.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_by', 'text', (c) => c.references('operators.id').onDelete('restrict'))
    .addCheckConstraint('maintenance_windows_provider', sql`(area = 'GAME_PROVIDER') = (provider_code is not null)`)
    .addCheckConstraint('maintenance_windows_order', sql`ends_at >= starts_at`)
    .execute();
  await db.schema.createIndex('maintenance_windows_ends_idx').on('maintenance_windows').column('ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('maintenance_windows').execute();
}
