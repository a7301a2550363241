import type { BankCardList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /bank-cards/list: the member's bound cards, account numbers masked by the server (D8). */
export function getBankCards(): Promise<BankCardList> {
  return apiCall('bankCards');
}

export function bankCardsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['bank-cards', userId] as const, queryFn: getBankCards });
}

export function useBankCards() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...bankCardsQueryOptions(userId), enabled: userId !== '' });
}
