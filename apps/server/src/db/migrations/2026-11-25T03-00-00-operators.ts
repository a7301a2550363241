import { sql, type Kysely } from 'kysely';

/**
 * Operator accounts (the back office), separate from members, and the audit log of what operators do.
 * The audit log is append-only: the code has no update or delete path, and the database refuses both,
 * so a slip in a later change cannot rewrite history either.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('reviewer', 'admin')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null only for a failed login under a name no operator has.
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('restrict'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // "Who looked at this member, and when": the question a complaint or an investigation starts with.
  await db.schema.createIndex('operator_audit_log_target_idx').on('operator_audit_log').columns(['target_kind', 'target_id', 'id']).execute();

  await sql`
    create function operator_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger operator_audit_log_no_change before update or delete on operator_audit_log
    for each statement execute function operator_audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_audit_log').execute();
  await sql`drop function if exists operator_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('operators').execute();
}
