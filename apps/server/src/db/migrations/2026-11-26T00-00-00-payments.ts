import { sql, type Kysely } from 'kysely';

/**
 * Deposits and withdrawals (issue 3, D7): one record per request with its status (1–5), members' bank
 * cards, and an append-only history of every status change. The database itself refuses a status
 * change the life cycle does not allow (2→3, 2→5, 3→1, 3→4, 3→5), a change to a settled record, and
 * any edit of what was asked for (member, type, amount, channel, card, memo).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('bank_code', 'integer', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bank_cards_member_account', ['member_id', 'bank_code', 'account_number'])
    .execute();

  await db.schema
    .createTable('payment_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('DEPOSIT', 'WITHDRAWAL')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(2).check(sql`status between 1 and 5`))
    // Deposits: the channel, the memo the member writes (unique), and the adapter's instructions.
    .addColumn('channel', 'text')
    .addColumn('memo', 'text', (c) => c.unique())
    .addColumn('instructions', 'jsonb')
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    // Withdrawals: where the money goes.
    .addColumn('bank_card_id', 'bigint', (c) => c.references('bank_cards.id').onDelete('restrict'))
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_requests_idempotency', ['member_id', 'type', 'idempotency_key'])
    .addCheckConstraint('payment_requests_deposit_fields', sql`(type = 'DEPOSIT') = (channel is not null and memo is not null)`)
    .addCheckConstraint('payment_requests_withdrawal_fields', sql`(type = 'WITHDRAWAL') = (bank_card_id is not null)`)
    .execute();
  await db.schema.createIndex('payment_requests_member_idx').on('payment_requests').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('payment_requests_open_idx').on('payment_requests').columns(['status', 'id']).where(sql.ref('status'), 'in', [2, 3]).execute();

  await db.schema
    .createTable('payment_request_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('request_id', 'bigint', (c) => c.notNull().references('payment_requests.id').onDelete('restrict'))
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull().check(sql`actor_kind in ('member', 'operator', 'gateway', 'system')`))
    .addColumn('actor_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_request_events_request_idx').on('payment_request_events').columns(['request_id', 'id']).execute();

  await sql`
    create function payment_requests_guard() returns trigger language plpgsql as $$
    begin
      if new.member_id <> old.member_id or new.type <> old.type or new.amount <> old.amount
         or new.channel is distinct from old.channel or new.memo is distinct from old.memo
         or new.bank_card_id is distinct from old.bank_card_id or new.idempotency_key <> old.idempotency_key then
        raise exception 'payment request % cannot change what was asked for', old.id;
      end if;
      if new.status <> old.status and not (
           (old.status = 2 and new.status in (3, 5)) or (old.status = 3 and new.status in (1, 4, 5))) then
        raise exception 'payment request % cannot go from status % to %', old.id, old.status, new.status
          using errcode = 'check_violation', constraint = 'payment_requests_life_cycle';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger payment_requests_guard before update on payment_requests
    for each row execute function payment_requests_guard()`.execute(db);
  await sql`
    create function payment_request_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'payment_request_events is append-only';
    end $$`.execute(db);
  await sql`
    create trigger payment_request_events_no_change before update or delete on payment_request_events
    for each statement execute function payment_request_events_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_request_events').execute();
  await sql`drop function if exists payment_request_events_append_only()`.execute(db);
  await db.schema.dropTable('payment_requests').execute();
  await sql`drop function if exists payment_requests_guard()`.execute(db);
  await db.schema.dropTable('bank_cards').execute();
}
