import type { DepositView } from '@app/contract';
import { isFinalStatus } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * A fallback for the pushed status events: while the deposit can still change, ask again now and then,
 * in case the event stream is down (the events hook invalidates every paymentKeys.all query on a push).
 */
const POLL_WHILE_OPEN_MS = 15_000;

/** POST /deposits/detail { id }: one of the member's deposits with its instructions and live status. */
export function getDeposit(id: number): Promise<DepositView> {
  return apiCall('depositDetail', { id });
}

export function depositQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.deposit(id),
    queryFn: () => getDeposit(id),
  });
}

function isOpen(deposit: DepositView | undefined): boolean {
  return deposit !== undefined && !isFinalStatus(deposit.status);
}

/** The deposit; `live` adds the polling fallback while its status can still change (step 3). */
export function useDeposit(id: number, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...depositQueryOptions(id),
    refetchInterval: live ? (query) => (isOpen(query.state.data) ? POLL_WHILE_OPEN_MS : false) : false,
  });
}
