import { sql, type Kysely } from 'kysely';

/**
 * Player protection (D11). Deposit limits keep the limit in force and at most one raise or removal
 * waiting for its 24 hours; the reality-check interval is a member's own setting; time-outs and
 * self-exclusions are history (append-only, like payment_request_events), because "when did this
 * member ask to be kept out, and for how long" must stay answerable after the exclusion has ended.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_limits')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('DAY', 'WEEK', 'MONTH')`))
    /** Integer VND in force; null: no limit. */
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    /** A raise (or, when null, a removal) waiting for pending_effective_at. */
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount > 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deposit_limits_pkey', ['member_id', 'period'])
    .addCheckConstraint('deposit_limits_pending', sql`pending_amount is null or pending_effective_at is not null`)
    .execute();

  await db.schema
    .createTable('member_protection_settings')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id').onDelete('restrict'))
    .addColumn('reality_check_minutes', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`reality_check_minutes >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('member_exclusions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('TIME_OUT', 'SELF_EXCLUSION')`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_exclusions_order', sql`ends_at > starts_at`)
    .execute();
  // "Is this member excluded now?" is asked at every login, refresh and deposit.
  await db.schema.createIndex('member_exclusions_member_idx').on('member_exclusions').columns(['member_id', 'ends_at']).execute();

  await sql`
    create function member_exclusions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'member_exclusions is append-only';
    end $$`.execute(db);
  await sql`
    create trigger member_exclusions_no_change before update or delete on member_exclusions
    for each statement execute function member_exclusions_append_only()`.execute(db);

  // An exclusion signs out every device of the member at once: revoking by member must not scan every token.
  await db.schema.createIndex('refresh_tokens_member_idx').on('refresh_tokens').column('member_id').where(sql.ref('revoked_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_member_idx').execute();
  await db.schema.dropTable('member_exclusions').execute();
  await sql`drop function if exists member_exclusions_append_only()`.execute(db);
  await db.schema.dropTable('member_protection_settings').execute();
  await db.schema.dropTable('deposit_limits').execute();
}
