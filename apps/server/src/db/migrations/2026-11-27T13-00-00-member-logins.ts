import { sql, type Kysely } from 'kysely';

/**
 * Members' login history (issue 10), owned by the auth module: one row per login attempt for a known
 * member, with the address, the browser's User-Agent (cut to 256 characters) and how it ended. Never a
 * password. Support reads the latest ones on the member's page in the console.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_logins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.check(sql`char_length(user_agent) <= 256`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('success', 'wrong_password', 'locked', 'excluded')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_logins_member_idx').on('member_logins').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_logins').execute();
}
