import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewQueueBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useRefreshOnEvents } from '../../../lib/operator-events.ts';

export const REVIEW_PAGE_SIZE = 50;
/**
 * Requests arrive while a reviewer watches: the server pushes 'review-queue' and the queue is asked
 * again then. This slow refetch is only the safety net under the pushes (reading it is not audited).
 */
export const REVIEW_REFRESH_MS = 60_000;

export type ReviewFilters = Pick<ReviewQueueBody, 'type' | 'status'>;

/** Every cached queue page starts with this key, whatever its filters: an action refreshes them all. */
export const REVIEW_QUEUE_KEY = ['review', 'queue'] as const;

export const getReviewPage = (filters: ReviewFilters, before: number | undefined) =>
  operatorCall('reviewQueue', { ...filters, limit: REVIEW_PAGE_SIZE, ...(before === undefined ? {} : { before }) });

/** Newest first; "Xem thêm" asks for the requests older than the last one shown (keyset by id). */
export const reviewQueueQueryOptions = (filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: [...REVIEW_QUEUE_KEY, filters],
    queryFn: ({ pageParam }) => getReviewPage(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: REVIEW_REFRESH_MS,
  });

/** The queue, asked again when a request is made or moves anywhere (and after the stream reopens). */
export function useReviewQueue(filters: ReviewFilters) {
  useRefreshOnEvents(['review-queue'], REVIEW_QUEUE_KEY);
  return useInfiniteQuery(reviewQueueQueryOptions(filters));
}
