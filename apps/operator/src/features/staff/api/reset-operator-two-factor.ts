import { useMutation } from '@tanstack/react-query';
import type { OperatorRefBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const resetOperatorTwoFactor = (body: OperatorRefBody) => operatorCall('operatorResetTwoFactor', body);

/** Two-factor sign-in off (a lost phone); every session of the operator ends. The answer (the whole list) replaces the cached one. */
export function useResetOperatorTwoFactor() {
  const setList = useSetOperatorAccounts();
  return useMutation({ mutationFn: resetOperatorTwoFactor, onSuccess: setList });
}
