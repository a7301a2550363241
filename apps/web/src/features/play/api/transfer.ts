import type { TransferBody, TransferResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { applyWalletBalances } from './get-wallet-balances.ts';

/**
 * POST /wallet/transfer { from, to, amount, idempotencyKey }: into the game's account before playing,
 * back to TK Chính when leaving. A 503 means the provider has not confirmed yet and the order is being
 * reconciled: its Vietnamese message is shown, and a retry reuses the key (hooks/use-idempotency-key).
 */
export function transfer(body: TransferBody): Promise<TransferResponse> {
  return apiCall('walletTransfer', body);
}

export const transferMutationOptions = mutationOptions({ mutationKey: ['wallet', 'transfer'], mutationFn: transfer });

/** The callbacks live on the mutation, not on `mutate`: a recall still lands after the page is left. */
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
