import type { MaintenanceWindowView } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeWindows, siteWindow } from '../utils/windows.ts';
import { useMaintenanceStore } from './maintenance-store.ts';

const site: MaintenanceWindowView = {
  id: 1,
  area: 'SITE',
  providerCode: null,
  message: 'Nâng cấp máy chủ',
  startsAt: '2026-11-26T16:00:00.000Z',
  endsAt: '2026-11-26T16:20:00.000Z',
};

describe('the maintenance store', () => {
  beforeEach(() => useMaintenanceStore.setState({ met: [], serverOffsetMs: null }));

  it('closes the site as soon as a call meets its 503, before any status check', () => {
    useMaintenanceStore.getState().meet(site, 1_000);
    expect(siteWindow(activeWindows([], useMaintenanceStore.getState().met))).toEqual(site);
  });

  it('opens it again when a status check sent after the 503 no longer lists the window', () => {
    useMaintenanceStore.getState().meet(site, 1_000);
    useMaintenanceStore.getState().statusArrived(2_000, 150);
    const { met, serverOffsetMs } = useMaintenanceStore.getState();
    expect(siteWindow(activeWindows([], met))).toBeNull();
    expect(serverOffsetMs).toBe(150);
  });

  it('keeps a 503 met while an older status check was on its way', () => {
    useMaintenanceStore.getState().meet(site, 3_000);
    useMaintenanceStore.getState().statusArrived(2_000, null);
    expect(siteWindow(activeWindows([], useMaintenanceStore.getState().met))).toEqual(site);
  });

  it('keeps the last clock measure when a check could not read the server’s time', () => {
    useMaintenanceStore.getState().statusArrived(1, -400);
    useMaintenanceStore.getState().statusArrived(2, null);
    expect(useMaintenanceStore.getState().serverOffsetMs).toBe(-400);
  });
});
