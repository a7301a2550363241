import type { WithdrawalCreated, WithdrawalFields } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { sendSealed } from '../../../lib/encrypt-and-send.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { loggedInInfoKeys, paymentKeys, walletKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /withdrawals/create { keyId, sealed }: card, amount and idempotency key travel sealed (spec §7). */
export function createWithdrawal(fields: WithdrawalFields): Promise<WithdrawalCreated> {
  return sendSealed(fields, (body) => apiCall('withdrawalCreate', body));
}

/**
 * The amount is held the moment the request is accepted, so the answer's balances become the header
 * balance at once; every balance query and the history are fetched again behind it. (The wallet
 * feature's own helper is not imported: a feature imports no other feature.)
 */
export function useCreateWithdrawal({ onSuccess }: { onSuccess?: (answer: WithdrawalCreated) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['withdrawal', 'create'],
    mutationFn: createWithdrawal,
    onSuccess: async (answer) => {
      useAppStore.setState({ balance: answer.balance, totalBalance: answer.totalBalance });
      onSuccess?.(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
      ]);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
