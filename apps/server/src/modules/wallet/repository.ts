import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function insertWalletAccounts(db: Executor, memberId: string, walletKeys: readonly string[]) {
  return db
    .insertInto('wallet_accounts')
    .values(walletKeys.map((key) => ({ member_id: memberId, wallet_key: key, balance: 0 })))
    .execute();
}

export async function walletBalances(db: Executor, memberId: string) {
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['wallet_key', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((r) => ({ walletKey: r.wallet_key, balance: Number(r.balance) }));
}
