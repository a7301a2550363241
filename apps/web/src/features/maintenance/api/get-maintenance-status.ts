import type { MaintenanceStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useMaintenanceStore } from '../stores/maintenance-store.ts';

/**
 * POST /maintenance/status (open to everyone, also during maintenance): the windows active now and
 * those starting within 24 h, with the server's time. The answer also sets the clock the countdown
 * runs on (the server's time against the middle of the round trip), and supersedes the windows met in
 * 503s before it was sent.
 */
export async function getMaintenanceStatus(): Promise<MaintenanceStatus> {
  const sentAt = Date.now();
  const status = await apiCall('maintenanceStatus');
  const serverMs = Date.parse(status.serverTime);
  const offset = Number.isFinite(serverMs) ? Math.round(serverMs - (sentAt + Date.now()) / 2) : null;
  useMaintenanceStore.getState().statusArrived(sentAt, offset);
  return status;
}

/** Fresh for 10 s: the pages that show an area's notice ask again when opened later than that. */
export const maintenanceStatusQueryOptions = queryOptions({
  queryKey: ['maintenance', 'status'] as const,
  queryFn: getMaintenanceStatus,
  staleTime: 10_000,
});

/** `pollWhile`: how often to ask again given the last answer (false: not by itself). */
export type StatusPolling = (status: MaintenanceStatus | undefined) => number | false;

export function useMaintenanceStatus(pollWhile?: StatusPolling) {
  return useQuery({ ...maintenanceStatusQueryOptions, refetchInterval: pollWhile ? (query) => pollWhile(query.state.data) : false });
}
