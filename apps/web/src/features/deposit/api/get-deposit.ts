import type { DepositView } from '@app/contract';
import { TRANSACTION_STATUS } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * A fallback for the pushed status events: while the deposit can still change, ask again now and then,
 * in case the event stream is down (the events hook invalidates every ['payments', …] query on a push).
 */
const POLL_WHILE_OPEN_MS = 15_000;

/** POST /deposit/detail { id }: one of the member's deposits with its instructions and live status. */
export function getDeposit(id: number): Promise<DepositView> {
  return apiCall('depositDetail', { id });
}

export function depositQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['payments', 'deposit', id] as const,
    queryFn: () => getDeposit(id),
  });
}

function isOpen(deposit: DepositView | undefined): boolean {
  return deposit?.status === TRANSACTION_STATUS.UNDER_REVIEW || deposit?.status === TRANSACTION_STATUS.PROCESSING;
}

/** The deposit; `live` adds the polling fallback while its status can still change (step 3). */
export function useDeposit(id: number, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...depositQueryOptions(id),
    refetchInterval: live ? (query) => (isOpen(query.state.data) ? POLL_WHILE_OPEN_MS : false) : false,
  });
}
