import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { memberAccounts } from '../ledger/repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A member's wallets are their ledger accounts: the balance lives in one place only. */
export async function walletBalances(db: Executor, memberId: string) {
  const accounts = await memberAccounts(db, memberId);
  return accounts.map((a) => ({ walletKey: a.walletKey, balance: a.balance }));
}
