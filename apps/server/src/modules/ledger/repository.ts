import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LedgerTransactionKind } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type LockedAccount = { id: number; ownerKind: 'member' | 'operator'; memberId: string | null; walletKey: string; balance: number };

export function insertMemberAccounts(db: Executor, memberId: string, walletKeys: readonly string[]) {
  return db
    .insertInto('ledger_accounts')
    .values(walletKeys.map((key) => ({ owner_kind: 'member' as const, member_id: memberId, wallet_key: key })))
    .execute();
}

/** Every account of a member, with its balance. */
export async function memberAccounts(db: Executor, memberId: string) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'wallet_key', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), walletKey: r.wallet_key, balance: Number(r.balance) }));
}

export async function operatorAccountId(db: Executor, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_kind', '=', 'operator')
    .where('wallet_key', '=', code)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * Locks a member's accounts and the named operator accounts, in id order: every posting takes its
 * locks in the same order, so two postings over the same accounts queue instead of deadlocking.
 */
export async function lockAccounts(
  trx: Transaction<Database>,
  memberId: string,
  operatorCodes: readonly string[],
): Promise<LockedAccount[]> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'owner_kind', 'member_id', 'wallet_key', 'balance'])
    .where((eb) =>
      operatorCodes.length === 0
        ? eb('member_id', '=', memberId)
        : eb.or([eb('member_id', '=', memberId), eb.and([eb('owner_kind', '=', 'operator'), eb('wallet_key', 'in', operatorCodes)])]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    ownerKind: r.owner_kind,
    memberId: r.member_id,
    walletKey: r.wallet_key,
    balance: Number(r.balance),
  }));
}

export async function findTransactionByKey(db: Executor, memberId: string, idempotencyKey: string) {
  const row = await db
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
 * writes a balance; the database's check refuses it if a protected account would go below zero.
 */
export async function recordPosting(
  trx: Transaction<Database>,
  t: { kind: LedgerTransactionKind; memberId: string; idempotencyKey: string; requestHash: string; response: unknown },
  entries: ReadonlyArray<{ accountId: number; amount: number; balanceAfter: number }>,
): Promise<number> {
  const values = sql.join(entries.map((e) => sql`(${e.accountId}::bigint, ${e.amount}::bigint, ${e.balanceAfter}::bigint)`));
  const result = await sql<{ id: string | number }>`
    with txn as (
      insert into ledger_transactions (kind, member_id, idempotency_key, request_hash, response)
      -- Cast from text on the server: PGlite and pg would otherwise serialise a jsonb parameter differently.
      values (${t.kind}, ${t.memberId}, ${t.idempotencyKey}, ${t.requestHash}, cast(${JSON.stringify(t.response)} as jsonb))
      returning id
    ), legs (account_id, amount, balance_after) as (values ${values}),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select txn.id, legs.account_id, legs.amount, legs.balance_after from txn cross join legs
    ),
    balances as (
      update ledger_accounts as a set balance = a.balance + legs.amount from legs where a.id = legs.account_id
    )
    select id from txn`.execute(trx);
  return Number(result.rows[0]!.id);
}

/**
 * Cumulative successful deposits of a member, integer VND: what the member level is measured on (D7).
 * Read from the ledger itself (the credits of DEPOSIT transactions to the member's own accounts), so
 * no second counter can drift from the money that really came in.
 */
export async function lifetimeDeposits(db: Executor, memberId: string): Promise<number> {
  const row = await db
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
