import type { TableLimitsChangeResponse, TableLimitSetBody } from '@app/contract/sandbox-tables';
import { operatorCall } from '../../../lib/api-client.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { useSetTableLimitsList } from './limits.ts';

export const setTableLimit = (body: TableLimitSetBody): Promise<TableLimitsChangeResponse> => operatorCall('tableLimitsSet', body);

/** A change of limits through the console's form call: the provider's refusal (400, 404) beside the form, the answer into the list. */
export function useSetTableLimit() {
  const setList = useSetTableLimitsList();
  return useFormCall(setTableLimit, setList, [400, 404]);
}
