import { sql, type Kysely } from 'kysely';

/**
 * Player protection carried into play (D11, issue 9). Loss limits have the shape and the rules of
 * deposit limits (the limit in force and at most one raise or removal waiting for its 24 hours); the
 * session time limit is a member's own setting beside the reality-check interval, with the same rule
 * (null: no limit; a longer one or its removal waits in the pending columns).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loss_limits')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('DAY', 'WEEK', 'MONTH')`))
    /** Integer VND of loss (stakes − wins) in force; null: no limit. */
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    /** A raise (or, when null, a removal) waiting for pending_effective_at. */
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount > 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('loss_limits_pkey', ['member_id', 'period'])
    .addCheckConstraint('loss_limits_pending', sql`pending_amount is null or pending_effective_at is not null`)
    .execute();

  await db.schema
    .alterTable('member_protection_settings')
    .addColumn('session_limit_minutes', 'smallint', (c) => c.check(sql`session_limit_minutes > 0`))
    .addColumn('session_limit_pending_minutes', 'smallint', (c) => c.check(sql`session_limit_pending_minutes > 0`))
    .addColumn('session_limit_pending_at', 'timestamptz')
    .execute();
  await sql`
    alter table member_protection_settings add constraint member_protection_settings_session_pending
    check (session_limit_pending_minutes is null or session_limit_pending_at is not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table member_protection_settings drop constraint member_protection_settings_session_pending`.execute(db);
  await db.schema
    .alterTable('member_protection_settings')
    .dropColumn('session_limit_pending_at')
    .dropColumn('session_limit_pending_minutes')
    .dropColumn('session_limit_minutes')
    .execute();
  await db.schema.dropTable('loss_limits').execute();
}
