import { useState } from 'react';
import type { MaintenanceCreateBody, OperatorMaintenanceList } from '@app/contract';
import { OperatorApiError, operatorCall } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/messages.ts';
import { useSetMaintenanceList } from './maintenance-list.ts';

export const createMaintenance = (body: MaintenanceCreateBody) => operatorCall('maintenanceCreate', body);

/**
 * Creates a window. Not a TanStack mutation: the query client shows every failed mutation in the
 * message dialog, and a refusal (400: the rules the form broke) belongs next to the form instead.
 * Anything else (no answer, 5xx) still goes to the dialog.
 */
export function useCreateMaintenance() {
  const setList = useSetMaintenanceList();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const create = async (body: MaintenanceCreateBody): Promise<OperatorMaintenanceList | null> => {
    setPending(true);
    setRefusal(null);
    try {
      const list = await createMaintenance(body);
      setList(list);
      return list;
    } catch (error) {
      if (error instanceof OperatorApiError && error.status === 400 && error.body) {
        const { message } = error.body;
        setRefusal(Array.isArray(message) ? message : [message]);
      } else showError(error);
      return null;
    } finally {
      setPending(false);
    }
  };

  return { create, pending, refusal, clearRefusal: () => setRefusal(null) };
}
