import { sql, type Kysely } from 'kysely';

/**
 * Callback requests (issue 10, "Gọi lại cho tôi"): a member's (member_id) or a visitor's (null) phone
 * number, the window they picked (preferred_from/to in absolute time, null for "Ngay bây giờ") and a
 * short note. Open requests (waiting, claimed) are unique per phone number and per member. The
 * operator who claimed and who closed each, when and with what note, are kept beside it; the audit
 * log has the same steps.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('callback_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('restrict'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('window', 'text', (c) =>
      c.notNull().check(sql`"window" in ('now', 'today-morning', 'today-afternoon', 'today-evening', 'tomorrow-morning', 'tomorrow-afternoon', 'tomorrow-evening')`),
    )
    .addColumn('preferred_from', 'timestamptz')
    .addColumn('preferred_to', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'claimed', 'done', 'unreachable')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.references('operators.id').onDelete('restrict'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claim_note', 'text')
    .addColumn('closed_by', 'text', (c) => c.references('operators.id').onDelete('restrict'))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('close_note', 'text')
    .addCheckConstraint('callback_requests_window', sql`("window" = 'now') = (preferred_from is null) and (preferred_from is null) = (preferred_to is null)`)
    .addCheckConstraint('callback_requests_claimed', sql`status = 'waiting' or (claimed_by is not null and claimed_at is not null)`)
    .addCheckConstraint('callback_requests_closed', sql`(status in ('done', 'unreachable')) = (closed_at is not null and closed_by is not null)`)
    .execute();
  await sql`create unique index callback_requests_open_phone on callback_requests (phone) where status in ('waiting', 'claimed')`.execute(db);
  await sql`create unique index callback_requests_open_member on callback_requests (member_id) where status in ('waiting', 'claimed') and member_id is not null`.execute(db);
  await sql`create index callback_requests_open on callback_requests (created_at, id) where status in ('waiting', 'claimed')`.execute(db);
  await db.schema.createIndex('callback_requests_member_idx').on('callback_requests').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('callback_requests_closed_idx').on('callback_requests').column('closed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('callback_requests').execute();
}
