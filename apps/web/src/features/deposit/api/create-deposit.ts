import type { DepositCreateBody, DepositView } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';
import { depositQueryOptions } from './get-deposit.ts';

/**
 * POST /deposits/create { channel, amount, bankCode?, idempotencyKey }: the deposit exists from here on
 * (status 2) with its instructions; the same key pressed again gets the same deposit.
 */
export function createDeposit(body: DepositCreateBody): Promise<DepositView> {
  return apiCall('depositCreate', body);
}

export const createDepositMutationOptions = mutationOptions({ mutationKey: ['deposit', 'create'], mutationFn: createDeposit });

export function useCreateDeposit({ onSuccess }: { onSuccess?: (deposit: DepositView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createDepositMutationOptions,
    onSuccess: (deposit) => {
      // The history list now misses this one.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.history });
      // The answer is the detail: the next steps read it from the cache instead of asking again.
      queryClient.setQueryData(depositQueryOptions(deposit.id).queryKey, deposit);
      onSuccess?.(deposit);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
