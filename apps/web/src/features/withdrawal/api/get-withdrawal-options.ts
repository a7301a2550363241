import type { WithdrawalOptions } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /withdraw/options: the limits, the one-tap amounts and the cards a payout can go to. */
export function getWithdrawalOptions(): Promise<WithdrawalOptions> {
  return apiCall('withdrawalOptions');
}

/** Key prefix ['withdrawal', 'options']: binding a card refreshes it (bank-cards feature). */
export function withdrawalOptionsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['withdrawal', 'options', userId] as const, queryFn: getWithdrawalOptions });
}

export function useWithdrawalOptions() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...withdrawalOptionsQueryOptions(userId), enabled: userId !== '' });
}
