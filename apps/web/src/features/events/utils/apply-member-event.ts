import type { MemberEvent } from '@app/contract/events';
import type { QueryClient } from '@tanstack/react-query';
import { loggedInInfoKeys, paymentKeys, walletKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/**
 * What a pushed event changes on screen. Statuses: the deposit, withdrawal and history screens keep
 * their queries under 'payments', and the wallet list may have moved. Balance: the store's items at
 * once (the header), then the wallet queries and the logged-in info fetched again for the rest.
 */
export function applyMemberEvent(queryClient: QueryClient, userId: string, event: MemberEvent): void {
  switch (event.type) {
    case 'payment-status':
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balancesOf(userId) });
      return;
    case 'balance':
      useAppStore.setState({ balance: event.balance, totalBalance: event.totalBalance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
      return;
  }
}

/** After a dropped stream came back: whatever was pushed in the gap is fetched instead. */
export function refreshAfterGap(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
}
