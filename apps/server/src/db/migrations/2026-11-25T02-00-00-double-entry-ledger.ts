import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (D7, issue 3). Member wallets become ledger accounts, so `wallet_accounts`
 * goes: there is one place a balance lives and one way it changes.
 *
 * Sign convention: an entry's `amount` is added to its account's balance (positive = credit, the
 * account grows; negative = debit). A transaction's entries sum to zero, so all balances together
 * always sum to zero. Member accounts, HELD and CASH_OUT never go below zero; CASH_IN and the
 * PROVIDER_* accounts are sources: CASH_IN's negated balance is the cash received from outside, a
 * provider's balance is what it has won from (positive) or paid to (negative) members.
 */

const OPERATOR_CODES = ['CASH_IN', 'CASH_OUT', 'HELD'];
/** The game wallets as they were on this date (frozen: later providers get their own migration). */
const GAME_WALLET_KEYS = ['KULT', 'KUCSN', 'SB', 'LCC', 'JL', 'SEX', 'EG', 'TCG_LOTTO_VN'];

export async function up(db: Kysely<any>): Promise<void> {
  const moved = await sql<{ n: string | number }>`select count(*) as n from wallet_accounts where balance <> 0`.execute(db);
  if (Number(moved.rows[0]?.n ?? 0) > 0) {
    // Nothing ever wrote a balance before the ledger; a non-zero one has no entries to explain it.
    throw new Error('wallet_accounts holds non-zero balances: move them into the ledger by hand before migrating');
  }

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('member', 'operator')`))
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('restrict'))
    .addColumn('wallet_key', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_accounts_owner', sql`(owner_kind = 'member') = (member_id is not null)`)
    .addCheckConstraint(
      'ledger_accounts_operator_code',
      sql`owner_kind = 'member' or wallet_key in ('CASH_IN', 'CASH_OUT', 'HELD') or starts_with(wallet_key, 'PROVIDER_')`,
    )
    // D7: the database itself refuses a negative balance; only the operator's source accounts are exempt.
    .addCheckConstraint(
      'ledger_accounts_balance_not_negative',
      sql`balance >= 0 or (owner_kind = 'operator' and (wallet_key = 'CASH_IN' or starts_with(wallet_key, 'PROVIDER_')))`,
    )
    .addUniqueConstraint('ledger_accounts_member_wallet', ['member_id', 'wallet_key'])
    .execute();
  await db.schema
    .createIndex('ledger_accounts_operator_code_unique')
    .on('ledger_accounts')
    .column('wallet_key')
    .unique()
    .where(sql.ref('owner_kind'), '=', 'operator')
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('DEPOSIT', 'TRANSFER', 'RECALL_ALL', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAYOUT')`),
    )
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    /** SHA-256 of the request: the same key with another payload is refused. */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    /** The first answer, returned again to a retry. */
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_transactions_idempotency', ['member_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    /** The account's balance right after this entry: statements without a running sum. */
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_entries_one_leg_per_account', ['transaction_id', 'account_id'])
    .execute();
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();

  // History is append-only: a correction is a new transaction, never an edit.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger history is append-only (% on %)', tg_op, tg_table_name using errcode = '55000';
    end $$`.execute(db);
  for (const table of ['ledger_transactions', 'ledger_entries']) {
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
  }

  await db
    .insertInto('ledger_accounts')
    .values([...OPERATOR_CODES, ...GAME_WALLET_KEYS.map((k) => `PROVIDER_${k}`)].map((code) => ({ owner_kind: 'operator', wallet_key: code })))
    .execute();
  await sql`
    insert into ledger_accounts (owner_kind, member_id, wallet_key, balance, created_at)
    select 'member', member_id, wallet_key, 0, created_at from wallet_accounts order by id`.execute(db);
  await db.schema.dropTable('wallet_accounts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('wallet_key', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wallet_accounts_member_wallet_key', ['member_id', 'wallet_key'])
    .execute();
  await sql`
    insert into wallet_accounts (member_id, wallet_key, balance, created_at)
    select member_id, wallet_key, balance, created_at from ledger_accounts where owner_kind = 'member' order by id`.execute(db);
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transactions').execute();
  await db.schema.dropTable('ledger_accounts').execute();
  await sql`drop function ledger_append_only()`.execute(db);
}
