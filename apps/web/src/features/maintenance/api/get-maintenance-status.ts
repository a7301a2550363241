import type { MaintenanceStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * A status check's answer, with when it was sent (device clock) and the server clock's lead it
 * measured (the server's time against the middle of the round trip; null when unreadable).
 */
export type CheckedStatus = MaintenanceStatus & { sentAt: number; serverOffsetMs: number | null };

/**
 * POST /maintenance/status (open to everyone, also during maintenance): the windows active now and
 * those starting within 24 h, with the server's time. The answer supersedes the windows met in 503s
 * before it was sent and sets the countdown's clock, but only once it is in the query cache
 * (useMaintenanceWatch): forgetting them here, before the cache had it, let the pages render for a
 * moment with neither the 503's window nor the new answer, and the maintenance page flickered away.
 */
export async function getMaintenanceStatus(): Promise<CheckedStatus> {
  const sentAt = Date.now();
  const status = await apiCall('maintenanceStatus');
  const serverMs = Date.parse(status.serverTime);
  const serverOffsetMs = Number.isFinite(serverMs) ? Math.round(serverMs - (sentAt + Date.now()) / 2) : null;
  return { ...status, sentAt, serverOffsetMs };
}

/** Fresh for 10 s: the pages that show an area's notice ask again when opened later than that. */
export const maintenanceStatusQueryOptions = queryOptions({
  queryKey: ['maintenance', 'status'] as const,
  queryFn: getMaintenanceStatus,
  staleTime: 10_000,
});

/** `pollWhile`: how often to ask again given the last answer (false: not by itself). */
export type StatusPolling = (status: CheckedStatus | undefined) => number | false;

export function useMaintenanceStatus(pollWhile?: StatusPolling) {
  return useQuery({ ...maintenanceStatusQueryOptions, refetchInterval: pollWhile ? (query) => pollWhile(query.state.data) : false });
}
