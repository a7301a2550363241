import { useMutation, useMutationState, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewItem, ReviewQueueResponse } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { REVIEW_QUEUE_KEY } from './review-queue.ts';

export type ReviewAction = 'approve' | 'markPaid' | 'markFailed' | 'reject';
export type ReviewActionInput = { action: ReviewAction; id: number; reason?: string };

const ACTION_KEY = ['review', 'action'] as const;

/** One contract entry per operator step; failed and reject carry the reason the member will read. */
export function runReviewAction({ action, id, reason = '' }: ReviewActionInput): Promise<ReviewItem> {
  switch (action) {
    case 'approve':
      return operatorCall('paymentApprove', { id });
    case 'markPaid':
      return operatorCall('paymentMarkPaid', { id });
    case 'markFailed':
      return operatorCall('paymentMarkFailed', { id, reason });
    case 'reject':
      return operatorCall('paymentReject', { id, reason });
  }
}

function replaceItem(data: InfiniteData<ReviewQueueResponse> | undefined, item: ReviewItem) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === item.id ? item : i)) })) };
}

/**
 * The row shows the server's answer at once; then every queue page is asked again, since the request
 * may have left the filter (approved out of "Đang xét duyệt") or another reviewer may have moved it.
 */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ACTION_KEY,
    mutationFn: runReviewAction,
    onSuccess: (item) => {
      queryClient.setQueriesData<InfiniteData<ReviewQueueResponse>>({ queryKey: REVIEW_QUEUE_KEY }, (data) => replaceItem(data, item));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}

/** Ids of the requests with a step in flight: their buttons wait, the other rows stay usable. */
export function usePendingReviewIds(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: ACTION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ReviewActionInput | undefined)?.id,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}
