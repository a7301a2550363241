import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';
import { useRefreshOnEvents, type OperatorEventType } from '../../../lib/operator-events.ts';

/**
 * The server pushes what changes the figures ('dashboard', 'review-queue', 'chat-desk') and the
 * dashboard is asked again then; this slow refetch is only the safety net (members online, today's play).
 */
export const DASHBOARD_REFRESH_MS = 60_000;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: () => operatorCall('dashboard'), refetchInterval: DASHBOARD_REFRESH_MS, refetchIntervalInBackground: false });

/** The dashboard, asked again after the pushed events of `types` (and after the stream reopens). */
export function useDashboard(types: readonly OperatorEventType[] = ['dashboard', 'review-queue', 'chat-desk'], enabled = true) {
  useRefreshOnEvents(types, dashboardQueryOptions().queryKey, enabled);
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
