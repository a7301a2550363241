import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotteryOddsResponse } from '@app/contract/sandbox-lottery';
import { operatorCall } from '../../../lib/api-client.ts';

export const getLotteryOdds = () => operatorCall('lotteryOdds');

/** Every bet type's odds as the provider sells them now. */
export const lotteryOddsQueryOptions = () => queryOptions({ queryKey: ['lottery', 'odds'], queryFn: getLotteryOdds });

export const useLotteryOdds = () => useQuery(lotteryOddsQueryOptions());

/** A change answers with every bet type's odds: the list shows them at once. */
export function useSetLotteryOddsList() {
  const queryClient = useQueryClient();
  return ({ odds }: LotteryOddsResponse) => queryClient.setQueryData<LotteryOddsResponse>(lotteryOddsQueryOptions().queryKey, { odds });
}
