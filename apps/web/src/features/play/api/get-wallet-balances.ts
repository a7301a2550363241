import type { WalletBalances } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { loggedInInfoKeys, walletKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/**
 * POST /wallet/balances: TK Chính and the game's account for the launch dialog and the leave offer.
 * The same query as the transfer panel's (features/wallet), under the same key, so both read one cache
 * entry and the member event stream refreshes both; written here because a feature imports no other.
 */
export function getWalletBalances(): Promise<WalletBalances> {
  return apiCall('walletBalances');
}

export function walletBalancesQueryOptions(userId: string) {
  return queryOptions({ queryKey: walletKeys.balancesOf(userId), queryFn: getWalletBalances });
}

export function useWalletBalances() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...walletBalancesQueryOptions(userId), enabled: userId !== '' });
}

/** After money moved: the answer's balances in place, the store's header items, the logged-in info again. */
export function applyWalletBalances(queryClient: QueryClient, { accounts, balance, totalBalance }: WalletBalances): Promise<void> {
  const userId = useAppStore.getState().loggedInInfo.userId ?? '';
  queryClient.setQueryData(walletBalancesQueryOptions(userId).queryKey, { accounts, balance, totalBalance });
  useAppStore.setState({ balance, totalBalance });
  return queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
}
