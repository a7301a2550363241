import type { CallbackMine } from '@app/contract';
import { OPEN_CALLBACK_STATUSES } from '@app/contract/callbacks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** While a request is open its status is asked again this often (an operator claims it, then closes it). */
export const OPEN_REQUEST_REFRESH_MS = 30_000;

/** POST /callbacks/mine: the phone on the member's profile, and their open (or just closed) request. */
export function getMyCallback(): Promise<CallbackMine> {
  return apiCall('callbackMine');
}

export function myCallbackQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['callbacks', 'mine', userId] as const,
    queryFn: getMyCallback,
    refetchInterval: (query) => {
      const status = query.state.data?.current?.status;
      return status && (OPEN_CALLBACK_STATUSES as readonly string[]).includes(status) ? OPEN_REQUEST_REFRESH_MS : false;
    },
  });
}

/** Members only: a visitor's page has no request to follow (it shows the answer of the one it sent). */
export function useMyCallback() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...myCallbackQueryOptions(userId), enabled: userId !== '' });
}
