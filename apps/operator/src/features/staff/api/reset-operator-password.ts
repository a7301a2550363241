import { useMutation } from '@tanstack/react-query';
import type { OperatorResetPasswordBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const resetOperatorPassword = (body: OperatorResetPasswordBody) => operatorCall('operatorResetPassword', body);

/** The admin's new password for the account; every session of the operator ends. The answer (the whole list) replaces the cached one. */
export function useResetOperatorPassword() {
  const setList = useSetOperatorAccounts();
  return useMutation({ mutationFn: resetOperatorPassword, onSuccess: setList });
}
