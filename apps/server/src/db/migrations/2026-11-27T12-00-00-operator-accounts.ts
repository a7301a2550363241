import { sql, type Kysely } from 'kysely';

/**
 * Operator accounts kept in the console (issue 10). `session_epoch` ends every sign-in of an operator at
 * once: each token carries the epoch it was issued under, and a new password, a two-factor reset or a
 * disable moves it on, so no earlier token works again (not even after the account is enabled again).
 * The account row is read on every console call already, so this costs no extra query, and every
 * instance sees it. Notes on members are the support team's own record: added, never changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id').onDelete('restrict'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The detail page reads a member's notes newest first.
  await db.schema.createIndex('member_notes_member_idx').on('member_notes').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_notes').execute();
  await db.schema.alterTable('operators').dropColumn('session_epoch').execute();
}
