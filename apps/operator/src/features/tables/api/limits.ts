import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableLimitsResponse } from '@app/contract/sandbox-tables';
import { operatorCall } from '../../../lib/api-client.ts';

export const getTableLimits = () => operatorCall('tableLimits');

/** Every live table's limits per cửa as the provider checks bets against them now. */
export const tableLimitsQueryOptions = () => queryOptions({ queryKey: ['tables', 'limits'], queryFn: getTableLimits });

export const useTableLimits = () => useQuery(tableLimitsQueryOptions());

/** A change answers with every table's limits: the list shows them at once. */
export function useSetTableLimitsList() {
  const queryClient = useQueryClient();
  return ({ tables }: TableLimitsResponse) => queryClient.setQueryData<TableLimitsResponse>(tableLimitsQueryOptions().queryKey, { tables });
}
