import type { MaintenanceArea, MaintenanceWindowView } from '@app/contract';
import { useMemo } from 'react';
import { useMaintenanceStatus, type StatusPolling } from '../api/get-maintenance-status.ts';
import { useMaintenanceStore } from '../stores/maintenance-store.ts';
import { ACTIVE_CHECK_MS, activeWindows, areaWindow, siteWindow } from '../utils/windows.ts';

const NONE: MaintenanceWindowView[] = [];

/** The windows in force as far as the client knows, and those announced (the last status check's). */
export function useMaintenanceWindows(pollWhile?: StatusPolling) {
  const status = useMaintenanceStatus(pollWhile);
  const met = useMaintenanceStore((s) => s.met);
  const active = useMemo(() => activeWindows(status.data?.active ?? NONE, met), [status.data, met]);
  return { active, upcoming: status.data?.upcoming ?? NONE, status };
}

export function useSiteWindow(): MaintenanceWindowView | null {
  return siteWindow(useMaintenanceWindows().active);
}

/**
 * The window closing an area, checked when the page opens and, while it is closed, every 15 s: the
 * notice goes by itself when the server says the window is over.
 */
export function useAreaWindow(area: Exclude<MaintenanceArea, 'SITE'>, providerCode?: string | null) {
  const closedBy = (status: { active: MaintenanceWindowView[] } | undefined) =>
    areaWindow(activeWindows(status?.active ?? NONE, useMaintenanceStore.getState().met), area, providerCode);
  const { active, status } = useMaintenanceWindows((data) => (closedBy(data) ? ACTIVE_CHECK_MS : false));
  return { window: areaWindow(active, area, providerCode), checking: status.isPending };
}
