import { MAIN_WALLET_KEY, WALLET_KEYS } from '@app/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { insertWalletAccounts, walletBalances } from './repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every member has the main account and one account per game provider from registration on. */
export function openMemberAccounts(db: Executor, memberId: string) {
  return insertWalletAccounts(db, memberId, WALLET_KEYS);
}

/** Main-account balance and the total over every account, integer VND. */
export async function balanceSummary(db: Executor, memberId: string) {
  const balances = await walletBalances(db, memberId);
  const main = balances.find((b) => b.walletKey === MAIN_WALLET_KEY)?.balance ?? 0;
  const total = balances.reduce((sum, b) => sum + b.balance, 0);
  return { balance: main, totalBalance: total };
}
