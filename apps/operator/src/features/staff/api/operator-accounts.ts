import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorAccountList } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const getOperatorAccounts = () => operatorCall('operatorList');

/** Every operator account, oldest first; every change answers with the whole list. */
export const operatorAccountsQueryOptions = () => queryOptions({ queryKey: ['operators', 'list'], queryFn: getOperatorAccounts });

export const useOperatorAccounts = () => useQuery(operatorAccountsQueryOptions());

/** A change's answer is the list as it is now: it replaces the cached one. */
export function useSetOperatorAccounts() {
  const queryClient = useQueryClient();
  return (list: OperatorAccountList) => queryClient.setQueryData(operatorAccountsQueryOptions().queryKey, list);
}
