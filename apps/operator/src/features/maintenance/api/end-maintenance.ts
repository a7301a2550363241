import { useMutation } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetMaintenanceList } from './maintenance-list.ts';

/** Ends an active window now, or cancels a scheduled one; the answer is the whole list. */
export const endMaintenance = (id: number) => operatorCall('maintenanceEnd', { id });

export function useEndMaintenance() {
  return useMutation({ mutationFn: endMaintenance, onSuccess: useSetMaintenanceList() });
}
