import { useMutation } from '@tanstack/react-query';
import type { OperatorSetStatusBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const setOperatorStatus = (body: OperatorSetStatusBody) => operatorCall('operatorSetStatus', body);

/** Disables (every open console of the operator is refused from its next call) or enables. The answer (the whole list) replaces the cached one. */
export function useSetOperatorStatus() {
  const setList = useSetOperatorAccounts();
  return useMutation({ mutationFn: setOperatorStatus, onSuccess: setList });
}
