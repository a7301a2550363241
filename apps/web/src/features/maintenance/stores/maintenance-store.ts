import type { MaintenanceWindowView } from '@app/contract';
import { create } from 'zustand';
import { forgetMetBefore, meetWindow, type MetWindow } from '../utils/windows.ts';

/**
 * What the client learnt of maintenance outside the status check (TanStack Query holds that one): the
 * windows met in a 503, by any call (lib/api-client.ts tells the app shell, which tells this store),
 * until a later status check supersedes them; and the server clock's lead on this device, measured by
 * that check, for the countdown.
 */
type MaintenanceState = {
  met: MetWindow[];
  /** Server time minus device time, in ms; null until a status check has answered. */
  serverOffsetMs: number | null;
};

type MaintenanceActions = {
  meet: (window: MaintenanceWindowView, at?: number) => void;
  /** A status check sent at `sentAt` answered: what was met before it is its business now. */
  statusArrived: (sentAt: number, serverOffsetMs: number | null) => void;
};

export const useMaintenanceStore = create<MaintenanceState & MaintenanceActions>()((set) => ({
  met: [],
  serverOffsetMs: null,
  meet: (window, at = Date.now()) => set((s) => ({ met: meetWindow(s.met, window, at) })),
  statusArrived: (sentAt, serverOffsetMs) =>
    set((s) => ({ met: forgetMetBefore(s.met, sentAt), serverOffsetMs: serverOffsetMs ?? s.serverOffsetMs })),
}));
