import type { HistoryBody, HistoryPage } from '@app/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';
import { historyBody, isRangeValid, type HistoryFilters } from '../utils/filters.ts';

const PAGE_SIZE = 20;

/** POST /history/list: one page, newest first; `nextCursor` asks for the page after it. */
export function getTransactionHistory(body: HistoryBody): Promise<HistoryPage> {
  return apiCall('transactionHistory', body);
}

/**
 * Under paymentKeys.history: the member-event hook invalidates every paymentKeys.all query when a
 * status changes, so an open list shows the new status without a reload.
 */
export function historyQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...paymentKeys.history, filters] as const,
    queryFn: ({ pageParam }) =>
      getTransactionHistory({ ...historyBody(filters), limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** While other filters load, the rows already shown stay (marked busy) instead of flashing to skeletons. */
export function useTransactionHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    ...historyQueryOptions(filters),
    enabled: isRangeValid(filters),
    placeholderData: keepPreviousData,
  });
}
