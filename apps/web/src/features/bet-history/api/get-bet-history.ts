import type { BetHistoryBody, BetHistoryPage } from '@app/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { betKeys } from '../../../lib/query-keys.ts';
import { isRangeValid } from '../../../lib/vietnam-day.ts';
import { betHistoryBody, type BetFilters } from '../utils/filters.ts';

const PAGE_SIZE = 20;

/** POST /games/bets: one page of rounds, newest first, with the totals of the whole range. */
export function getBetHistory(body: BetHistoryBody): Promise<BetHistoryPage> {
  return apiCall('betHistory', body);
}

/** Keyset pages: `nextCursor` asks for the page after the last row. Under betKeys.history (the game page refreshes it). */
export function betHistoryQueryOptions(filters: BetFilters) {
  return infiniteQueryOptions({
    queryKey: [...betKeys.history, filters] as const,
    queryFn: ({ pageParam }) => getBetHistory({ ...betHistoryBody(filters), limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** While other filters load, the rows already shown stay (marked busy). */
export function useBetHistory(filters: BetFilters) {
  return useInfiniteQuery({ ...betHistoryQueryOptions(filters), enabled: isRangeValid(filters), placeholderData: keepPreviousData });
}
