import { sql, type Kysely } from 'kysely';

/** The member level is now read from the ledger's deposits; the separate counter could only drift. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('lifetime_deposits').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('lifetime_deposits', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`lifetime_deposits >= 0`))
    .execute();
}
