import type { WalletBalances } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from './api-client.ts';
import { loggedInInfoKeys, walletKeys } from './query-keys.ts';
import { useAppStore } from '../stores/app-store.ts';

/**
 * POST /wallet/balances: every account of the member (main first), the main balance and the total. Read
 * by the transfer panel (features/wallet) and by a game's launch dialog and leave offer (features/play),
 * so here, under one key: one cache entry, which the member event stream refreshes for both.
 */
export function getWalletBalances(): Promise<WalletBalances> {
  return apiCall('walletBalances');
}

export function walletBalancesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: walletKeys.balancesOf(userId),
    queryFn: getWalletBalances,
  });
}

export function useWalletBalances() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...walletBalancesQueryOptions(userId), enabled: userId !== '' });
}

/**
 * After money moved: the answer carries every balance, so the list is updated in place, the store's
 * balance items follow, and the logged-in info (the header balance) is fetched again.
 */
export function applyWalletBalances(queryClient: QueryClient, balances: WalletBalances): Promise<void> {
  const userId = useAppStore.getState().loggedInInfo.userId ?? '';
  const { accounts, balance, totalBalance } = balances;
  queryClient.setQueryData(walletBalancesQueryOptions(userId).queryKey, { accounts, balance, totalBalance });
  useAppStore.setState({ balance, totalBalance });
  return queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
}
