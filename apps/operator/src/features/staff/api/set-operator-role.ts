import { useMutation } from '@tanstack/react-query';
import type { OperatorSetRoleBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const setOperatorRole = (body: OperatorSetRoleBody) => operatorCall('operatorSetRole', body);

/** A new role, felt on the operator's very next call. The answer (the whole list) replaces the cached one. */
export function useSetOperatorRole() {
  const setList = useSetOperatorAccounts();
  return useMutation({ mutationFn: setOperatorRole, onSuccess: setList });
}
