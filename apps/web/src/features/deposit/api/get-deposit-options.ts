import type { DepositOptions } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /deposits/options: the open channels with their limits, quick amounts and (online banking) banks. */
export function getDepositOptions(): Promise<DepositOptions> {
  return apiCall('depositOptions');
}

/** Not under paymentKeys.all: a payment status event says nothing about which channels are open. */
export const depositOptionsQueryOptions = queryOptions({
  queryKey: ['deposit', 'options'] as const,
  queryFn: getDepositOptions,
});

export function useDepositOptions() {
  return useQuery(depositOptionsQueryOptions);
}
