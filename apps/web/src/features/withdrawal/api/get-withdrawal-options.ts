import type { WithdrawalOptions } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { withdrawalOptionsKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /withdrawals/options: the limits, the one-tap amounts and the cards a payout can go to. */
export function getWithdrawalOptions(): Promise<WithdrawalOptions> {
  return apiCall('withdrawalOptions');
}

/** Binding a card refreshes it (bank-cards feature), through withdrawalOptionsKeys. */
export function withdrawalOptionsQueryOptions(userId: string) {
  return queryOptions({ queryKey: withdrawalOptionsKeys.of(userId), queryFn: getWithdrawalOptions });
}

export function useWithdrawalOptions() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...withdrawalOptionsQueryOptions(userId), enabled: userId !== '' });
}
