import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The member's ledger account for one wallet key (every member has one per key from registration on). */
export async function memberLedgerAccount(db: Executor, memberId: string, walletKey: string) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('owner_kind', '=', 'member')
    .where('member_id', '=', memberId)
    .where('wallet_key', '=', walletKey)
    .executeTakeFirst();
  return row && { id: Number(row.id), balance: Number(row.balance) };
}

/** The account's entries newest first, `limit` of them with an id below `before`, with their transaction's kind and time. */
export function ledgerLines(db: Executor, page: { accountId: number; limit: number; before?: number | undefined }) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.id', 'e.transaction_id', 't.kind', 'e.amount', 'e.balance_after', 't.created_at'])
    .where('e.account_id', '=', page.accountId)
    .orderBy('e.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('e.id', '<', page.before);
  return query.execute();
}
