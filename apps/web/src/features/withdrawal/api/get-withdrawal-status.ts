import type { HistoryItem, WithdrawalView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * There is no withdrawal-detail call: a request's current status is read from the history, where the
 * newest withdrawals come first and each carries the id 'W' + the request's id. The key sits under
 * paymentKeys.all, which the member-event hook invalidates on every pushed status change, so an open page
 * follows the operator's decisions without a reload.
 */
const RECENT_WITHDRAWALS = 20;

export type WithdrawalStatus = Pick<HistoryItem, 'status' | 'reason'>;

async function getWithdrawalStatus(id: number): Promise<WithdrawalStatus | null> {
  const page = await apiCall('transactionHistory', { type: 'WITHDRAWAL', limit: RECENT_WITHDRAWALS });
  const item = page.items.find((i) => i.id === `W${id}`);
  return item ? { status: item.status, reason: item.reason } : null;
}

export function withdrawalStatusQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.withdrawalStatus(id),
    queryFn: () => getWithdrawalStatus(id),
  });
}

/** The latest known status: the history's when found there, else the one the create call answered. */
export function useWithdrawalStatus(withdrawal: WithdrawalView): WithdrawalStatus {
  const { data } = useQuery({ ...withdrawalStatusQueryOptions(withdrawal.id), staleTime: 0 });
  return data ?? { status: withdrawal.status, reason: withdrawal.reason };
}
