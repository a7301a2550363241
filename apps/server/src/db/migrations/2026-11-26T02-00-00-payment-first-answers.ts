import { sql, type Kysely } from 'kysely';

/**
 * The answer a deposit or withdrawal request got the first time, kept so that the same request sent
 * again (a lost answer retried with the same idempotency key) gets exactly that answer, as the ledger's
 * transfers do. Written once, in the request's own transaction; the guard refuses any later change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_requests').addColumn('first_answer', 'jsonb').execute();
  await sql`
    create or replace function payment_requests_first_answer_guard() returns trigger language plpgsql as $$
    begin
      if old.first_answer is not null and new.first_answer is distinct from old.first_answer then
        raise exception 'payment request % keeps its first answer', old.id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger payment_requests_first_answer_guard before update on payment_requests
    for each row execute function payment_requests_first_answer_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists payment_requests_first_answer_guard on payment_requests`.execute(db);
  await sql`drop function if exists payment_requests_first_answer_guard()`.execute(db);
  await db.schema.alterTable('payment_requests').dropColumn('first_answer').execute();
}
