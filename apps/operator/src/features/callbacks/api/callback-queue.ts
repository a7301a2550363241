import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorCallbackQueue } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useRefreshOnEvents } from '../../../lib/operator-events.ts';

/**
 * Requests arrive while the desk watches: the server pushes 'callbacks' and the queue is asked again
 * then; this slow refetch is only the safety net under the pushes (reading it is not audited).
 */
export const CALLBACK_QUEUE_REFRESH_MS = 60_000;

export const getCallbackQueue = () => operatorCall('callbackQueue');

/** Open requests oldest first, then the latest closed ones; every step answers with the whole queue. */
export const callbackQueueQueryOptions = () =>
  queryOptions({ queryKey: ['callbacks', 'queue'], queryFn: getCallbackQueue, refetchInterval: CALLBACK_QUEUE_REFRESH_MS });

export function useCallbackQueue() {
  useRefreshOnEvents(['callbacks'], callbackQueueQueryOptions().queryKey);
  return useQuery(callbackQueueQueryOptions());
}

/** A step's answer is the queue as it is now: it replaces the cached one. */
export function useSetCallbackQueue() {
  const queryClient = useQueryClient();
  return (queue: OperatorCallbackQueue) => queryClient.setQueryData(callbackQueueQueryOptions().queryKey, queue);
}
