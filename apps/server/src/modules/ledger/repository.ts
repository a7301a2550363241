import { sql } from 'kysely';
import type { LedgerTransactionKind } from '../../db/types.ts';
import type { Database } from '../../db/database.ts';


export type LockedAccount = { id: number; ownerKind: 'member' | 'operator'; memberId: string | null; walletKey: string; balance: number };

export function insertMemberAccounts(db: Database, memberId: string, walletKeys: readonly string[]) {
  return db.db
    .insertInto('ledger_accounts')
    .values(walletKeys.map((key) => ({ owner_kind: 'member' as const, member_id: memberId, wallet_key: key })))
    .execute();
}

/** Every account of a member, with its balance. */
export async function memberAccounts(db: Database, memberId: string) {
  const rows = await db.db
    .selectFrom('ledger_accounts')
    .select(['id', 'wallet_key', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), walletKey: r.wallet_key, balance: Number(r.balance) }));
}

/**
 * The accounts a posting moves money between. The member's accounts and the named protected operator
 * accounts (`locked`: HELD, CASH_OUT) are locked, in id order: every posting takes its locks in the
 * same order, so two postings over the same accounts queue instead of deadlocking. The source accounts
 * (`sources`: CASH_IN, PROVIDER_*; no balance rule applies to them) are only read here: every member's
 * deposits, or every transfer to one game provider, pass through one such row, and locking it here
 * would make all of them wait for each other's whole posting and commit. Its row is locked by the
 * posting's balance update (recordPosting), the posting's last statement, so its balance read here
 * may be stale and nothing decides on it.
 */
export async function lockAccounts(
  trx: Database,
  memberId: string,
  codes: { locked: readonly string[]; sources: readonly string[] },
): Promise<LockedAccount[]> {
  trx.assertTransaction();
  const result = await sql<{ id: string | number; owner_kind: 'member' | 'operator'; member_id: string | null; wallet_key: string; balance: string | number }>`
    with locked as (
      select id, owner_kind, member_id, wallet_key, balance from ledger_accounts
      where member_id = ${memberId} or (owner_kind = 'operator' and wallet_key = any(${[...codes.locked]}::text[]))
      order by id
      for update
    )
    select * from locked
    union all
    select id, owner_kind, member_id, wallet_key, balance from ledger_accounts
    where owner_kind = 'operator' and wallet_key = any(${[...codes.sources]}::text[])`.execute(trx.db);
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      ownerKind: r.owner_kind,
      memberId: r.member_id,
      walletKey: r.wallet_key,
      balance: Number(r.balance),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function findTransactionByKey(db: Database, memberId: string, idempotencyKey: string) {
  const row = await db.db
    .selectFrom('ledger_transactions')
    .select(['id', 'request_hash', 'response'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && { id: Number(row.id), requestHash: row.request_hash, response: row.response };
}

/**
 * Writes a posting in one statement (one round trip): the transaction with its stored answer, its
 * entries, and the new balances. The balance update is the only statement in the code base that
 * writes a balance; the database's check refuses it if a protected account would go below zero. Each
 * entry's balance after is the balance this update left (a source account's row, not locked before,
 * is locked here: the update waits for a posting that holds it and adds to the balance it committed).
 */
export async function recordPosting(
  trx: Database,
  t: { kind: LedgerTransactionKind; memberId: string; idempotencyKey: string; requestHash: string; response: unknown },
  legs: ReadonlyArray<{ accountId: number; amount: number }>,
): Promise<number> {
  const values = sql.join(legs.map((l, i) => sql`(${i}::int, ${l.accountId}::bigint, ${l.amount}::bigint)`));
  const result = await sql<{ id: string | number }>`
    with txn as (
      insert into ledger_transactions (kind, member_id, idempotency_key, request_hash, response)
      -- Cast from text on the server: PGlite and pg would otherwise serialise a jsonb parameter differently.
      values (${t.kind}, ${t.memberId}, ${t.idempotencyKey}, ${t.requestHash}, cast(${JSON.stringify(t.response)} as jsonb))
      returning id
    ), legs (ord, account_id, amount) as (values ${values}),
    balances as (
      update ledger_accounts as a set balance = a.balance + legs.amount from legs where a.id = legs.account_id
      returning a.id, a.balance
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select txn.id, legs.account_id, legs.amount, balances.balance
      from txn cross join legs join balances on balances.id = legs.account_id
      order by legs.ord
    )
    select id from txn`.execute(trx.db);
  return Number(result.rows[0]!.id);
}

/**
 * Cumulative successful deposits of a member, integer VND: what the member level is measured on (D7).
 * Read from the ledger itself (the credits of DEPOSIT transactions to the member's own accounts), so
 * no second counter can drift from the money that really came in.
 */
/** How many transactions the ledger has posted (ids are a sequence): the metrics' counter, one index lookup. */
export async function postedTransactions(db: Database): Promise<number> {
  const row = await db.db.selectFrom('ledger_transactions').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function lifetimeDeposits(db: Database, memberId: string): Promise<number> {
  const row = await db.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('e.amount'), sql<number>`0`).as('total'))
    .where('t.kind', '=', 'DEPOSIT')
    .where('t.member_id', '=', memberId)
    .where('a.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The net of every ledger entry on the member's own accounts since `since`: how much all they hold has changed. */
export async function balanceChangeSince(db: Database, memberId: string, since: Date): Promise<number> {
  const row = await db.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string | number>`coalesce(sum(e.amount), 0)`.as('change'))
    .where('a.member_id', '=', memberId)
    .where('e.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.change);
}

/** The member's ledger account for one wallet key (every member has one per key from registration on). */
export async function memberLedgerAccount(db: Database, memberId: string, walletKey: string) {
  const row = await db.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('owner_kind', '=', 'member')
    .where('member_id', '=', memberId)
    .where('wallet_key', '=', walletKey)
    .executeTakeFirst();
  return row && { id: Number(row.id), balance: Number(row.balance) };
}

/**
 * Several members' ledger accounts for one wallet key, by member id: one statement however many
 * members (announcing the balances of everyone a batch of bet records moved).
 */
export async function memberLedgerAccountsOf(db: Database, memberIds: readonly string[], walletKey: string) {
  const accounts = new Map<string, { id: number; balance: number }>();
  if (memberIds.length === 0) return accounts;
  const rows = await db.db
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id', 'balance'])
    .where('owner_kind', '=', 'member')
    .where(sql<boolean>`member_id = any(${[...memberIds]}::text[])`)
    .where('wallet_key', '=', walletKey)
    .execute();
  for (const row of rows) accounts.set(row.member_id!, { id: Number(row.id), balance: Number(row.balance) });
  return accounts;
}

/** The account's entries newest first, `limit` of them with an id below `before`, with their transaction's kind and time. */
export function ledgerLines(db: Database, page: { accountId: number; limit: number; before?: number | undefined }) {
  let query = db.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.id', 'e.transaction_id', 't.kind', 'e.amount', 'e.balance_after', 't.created_at'])
    .where('e.account_id', '=', page.accountId)
    .orderBy('e.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('e.id', '<', page.before);
  return query.execute();
}

/**
 * The member's transfers and recalls as rows of the payment history's time line (history.ts unions
 * them with the payment requests): the ledger's own query, so no other module reads its tables.
 * Columns: hid, type, ledger_kind, amount, status, channel, bank_code, account_number, reason, response, created_at.
 */
export function transferHistorySource(memberId: string) {
  return sql`
    select 'T' || t.id::text as hid, 'TRANSFER' as type, t.kind as ledger_kind,
           (t.response->>'amount')::bigint as amount, 1 as status, null::text as channel, null::int as bank_code,
           null::text as account_number, null::text as reason, t.response, t.created_at
    from ledger_transactions t
    where t.member_id = ${memberId}
      and t.kind in ('TRANSFER', 'RECALL_ALL', 'GAME_TRANSFER_IN', 'GAME_TRANSFER_OUT', 'GAME_TRANSFER_IN_RETURN', 'GAME_ACCOUNT_RETURN')`;
}
