import type { MaintenanceCreateBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { useSetMaintenanceList } from './maintenance-list.ts';

export const createMaintenance = (body: MaintenanceCreateBody) => operatorCall('maintenanceCreate', body);

/** Creates a window; a refusal (the rules the form broke) shows beside the form. */
export function useCreateMaintenance() {
  const { submit, ...rest } = useFormCall(createMaintenance, useSetMaintenanceList());
  return { create: submit, ...rest };
}
