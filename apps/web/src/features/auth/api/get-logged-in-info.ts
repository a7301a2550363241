import type { LoggedInInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { loggedInInfoKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** Spec §7 call 3: POST user/GetLoggedinInfo. */
export function getLoggedInInfo(): Promise<LoggedInInfo> {
  return apiCall('loggedInInfo');
}

export function loggedInInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: loggedInInfoKeys.of(userId),
    queryFn: getLoggedInInfo,
  });
}

/** The member's info; shows the stored snapshot while the fresh answer is on its way. */
export function useLoggedInInfo() {
  const snapshot = useAppStore((s) => s.loggedInInfo);
  const userId = snapshot.userId ?? '';
  return useQuery({
    ...loggedInInfoQueryOptions(userId),
    enabled: userId !== '',
    placeholderData: userId ? (snapshot as LoggedInInfo) : undefined,
  });
}
