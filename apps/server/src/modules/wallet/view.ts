import type { WalletBalances } from '@app/contract';
import { MAIN_WALLET_KEY, WALLET_KEYS, walletDisplayName } from '@app/domain';

/** Every wallet in the order of spec §3 (main account first), with its display name and the totals. */
export function balancesView(accounts: ReadonlyArray<{ walletKey: string; balance: number }>): WalletBalances {
  const byKey = new Map(accounts.map((a) => [a.walletKey, a.balance]));
  const list = WALLET_KEYS.map((walletKey) => ({ walletKey, name: walletDisplayName(walletKey), balance: byKey.get(walletKey) ?? 0 }));
  return {
    accounts: list,
    balance: byKey.get(MAIN_WALLET_KEY) ?? 0,
    totalBalance: list.reduce((sum, a) => sum + a.balance, 0),
  };
}
