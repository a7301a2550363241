import { sql, type Kysely } from 'kysely';

/**
 * Playing (issue 9). A game account's money is held by its provider while the member plays; the
 * ledger records each transfer in and out against the provider's operator account (PROVIDER_<key>),
 * never a bet. What we keep beside it:
 * - game_transfers: every transfer order we send a provider, with our idempotent order id and its
 *   outcome; 'pending' until the provider's answer is known (the reconciliation job settles the rest);
 * - game_wallets: per member and provider, what the records explain the provider's balance to be
 *   (transfers in − transfers out + wins − stakes), kept in the same transaction as each record;
 * - game_rounds: the provider's bet records, once per round id;
 * - game_launch_tokens: single-use launch tokens (stored hashed, 60 s, bound to member and game);
 * - game_turnover: stakes, wins and rounds per member, category and day (Asia/Ho_Chi_Minh);
 * - game_alerts: where the reconciliation found a provider balance the records do not explain;
 * - game_pull_cursors: how far each provider's bet records have been pulled.
 * Game-account money that sat in the members' own ledger accounts before providers held it goes back
 * to their main account (ledger transaction kind GAME_ACCOUNT_RETURN), so nothing is lost.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_transfers')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code').onDelete('restrict'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'applied', 'refused')`))
    .addColumn('reason', 'text')
    /** The ledger transaction that moved the money on our side (in: when sent; out: when applied). */
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** The member's request this order belongs to (a transfer between two game accounts makes two orders). */
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('game_transfers_pending_idx').on('game_transfers').column('created_at').where(sql.ref('status'), '=', 'pending').execute();
  await db.schema.createIndex('game_transfers_member_idx').on('game_transfers').columns(['member_id', 'provider_code']).execute();

  /** The first answer to a member's transfer or recall that went through providers, replayed to a retry. */
  await db.schema
    .createTable('game_move_answers')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_move_answers_pkey', ['member_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('game_wallets')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code').onDelete('restrict'))
    .addColumn('transfers_in', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transfers_out', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_wallets_pkey', ['member_id', 'provider_code'])
    .execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code').onDelete('restrict'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigserial', (c) => c.notNull().unique())
    .addColumn('provider_seq', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().check(sql`win >= 0`))
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    /** JSON: what happened (reels, fish, dice) for the game recall. */
    .addColumn('detail', 'text', (c) => c.notNull())
    /** JSON: serverSeedHash, clientSeed, nonce. */
    .addColumn('fairness', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_rounds_pkey', ['provider_code', 'round_id'])
    .execute();
  await db.schema.createIndex('game_rounds_member_idx').on('game_rounds').columns(['member_id', 'played_at', 'id']).execute();
  await db.schema.createIndex('game_rounds_game_day_idx').on('game_rounds').columns(['game_id', 'played_at']).execute();

  await db.schema
    .createTable('game_turnover')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_turnover_pkey', ['member_id', 'category_id', 'day'])
    .execute();

  await db.schema
    .createTable('game_launch_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    /** The name the provider shows in its game (the member's nickname). */
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('game_alerts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('restrict'))
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('expected_balance', 'bigint', (c) => c.notNull())
    .addColumn('provider_balance', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('game_pull_cursors')
    .addColumn('provider_code', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`alter table ledger_transactions drop constraint if exists ledger_transactions_kind_check`.execute(db);
  await sql`
    alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (
      'DEPOSIT', 'TRANSFER', 'RECALL_ALL', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAYOUT',
      'GAME_TRANSFER_IN', 'GAME_TRANSFER_IN_RETURN', 'GAME_TRANSFER_OUT', 'GAME_ACCOUNT_RETURN'))`.execute(db);

  // Money left in a member's own game-key ledger accounts goes back to their main account, one ledger
  // transaction per account (from now on those accounts stay at zero: the provider holds game money).
  const leftovers = await sql<{ member_id: string; id: string | number; wallet_key: string; balance: string | number; main_id: string | number; main_balance: string | number }>`
    select a.member_id, a.id, a.wallet_key, a.balance, m.id as main_id, m.balance as main_balance
    from ledger_accounts a join ledger_accounts m on m.member_id = a.member_id and m.wallet_key = 'Member'
    where a.owner_kind = 'member' and a.wallet_key <> 'Member' and a.balance > 0
    order by a.member_id, a.id`.execute(db);
  const mainBalances = new Map<string, number>();
  for (const row of leftovers.rows) {
    const amount = Number(row.balance);
    const mainAfter = (mainBalances.get(row.member_id) ?? Number(row.main_balance)) + amount;
    mainBalances.set(row.member_id, mainAfter);
    const response = JSON.stringify({ from: row.wallet_key, to: 'Member', amount });
    const txn = await sql<{ id: string | number }>`
      insert into ledger_transactions (kind, member_id, idempotency_key, request_hash, response)
      values ('GAME_ACCOUNT_RETURN', ${row.member_id}, ${`game-account-return:${row.wallet_key}`}, '', cast(${response} as jsonb))
      returning id`.execute(db);
    const id = txn.rows[0]!.id;
    await sql`
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      values (${id}, ${row.id}, ${-amount}, 0), (${id}, ${row.main_id}, ${amount}, ${mainAfter})`.execute(db);
    await sql`update ledger_accounts set balance = 0 where id = ${row.id}`.execute(db);
    await sql`update ledger_accounts set balance = ${mainAfter} where id = ${row.main_id}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['game_move_answers', 'game_pull_cursors', 'game_alerts', 'game_launch_tokens', 'game_turnover', 'game_rounds', 'game_wallets', 'game_transfers']) {
    await db.schema.dropTable(table).execute();
  }
}
