import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorMaintenanceList } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMaintenanceList = () => operatorCall('maintenanceList');

/** Active and scheduled windows first, then the latest ended ones; every change answers with the whole list. */
export const maintenanceListQueryOptions = () => queryOptions({ queryKey: ['maintenance', 'list'], queryFn: getMaintenanceList });

export const useMaintenanceList = () => useQuery(maintenanceListQueryOptions());

/** A change's answer is the list as it is now: it replaces the cached one. */
export function useSetMaintenanceList() {
  const queryClient = useQueryClient();
  return (list: OperatorMaintenanceList) => queryClient.setQueryData(maintenanceListQueryOptions().queryKey, list);
}
