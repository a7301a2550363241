import type { TransferBody, TransferResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { applyWalletBalances } from './get-wallet-balances.ts';

/** POST /wallet/transfer { from, to, amount, idempotencyKey }: the same key on a retry gets the same answer. */
export function transfer(body: TransferBody): Promise<TransferResponse> {
  return apiCall('walletTransfer', body);
}

export const transferMutationOptions = mutationOptions({ mutationKey: ['wallet', 'transfer'], mutationFn: transfer });

export function useTransfer({ onSuccess }: { onSuccess?: (answer: TransferResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...transferMutationOptions,
    onSuccess: async (answer) => {
      await applyWalletBalances(queryClient, answer);
      onSuccess?.(answer);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
