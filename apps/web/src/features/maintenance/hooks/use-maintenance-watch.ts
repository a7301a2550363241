import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { maintenanceStatusQueryOptions } from '../api/get-maintenance-status.ts';
import { useMaintenanceStore } from '../stores/maintenance-store.ts';
import { nextCheckDelay } from '../utils/windows.ts';
import { serverNowMs } from './use-server-now.ts';
import { useMaintenanceWindows } from './use-maintenance-windows.ts';

/**
 * The app's one watch over maintenance (mounted once, by the gate): the status checked at start, so a
 * visitor arriving during maintenance sees the page at once; then again every 15 s while the whole site
 * is closed and right at its end, so the page goes by itself; otherwise at each announced start and
 * now and then (utils/windows.ts: nextCheckDelay).
 */
export function useMaintenanceWatch() {
  const queryClient = useQueryClient();
  const { active, upcoming, status } = useMaintenanceWindows();
  const checkedAt = Math.max(status.dataUpdatedAt, status.errorUpdatedAt);
  const fetching = status.isFetching;
  const checked = status.data;

  // An answer in the cache supersedes the 503s met before it was sent, and sets the countdown's clock.
  // (Every answer is a new object: its sentAt differs.)
  useEffect(() => {
    if (checked) useMaintenanceStore.getState().statusArrived(checked.sentAt, checked.serverOffsetMs);
  }, [checked]);

  useEffect(() => {
    if (fetching) return;
    const timer = setTimeout(
      () => void queryClient.refetchQueries({ queryKey: maintenanceStatusQueryOptions.queryKey, exact: true }),
      nextCheckDelay(active, upcoming, serverNowMs()),
    );
    return () => clearTimeout(timer);
  }, [queryClient, active, upcoming, checkedAt, fetching]);
}
