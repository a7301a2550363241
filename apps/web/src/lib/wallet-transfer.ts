import type { TransferBody, TransferResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from './api-client.ts';
import { showApiError } from './error-dialog.ts';
import { applyWalletBalances } from './wallet-balances.ts';

/**
 * POST /wallet/transfer { from, to, amount, idempotencyKey }: between TK Chính and a game's account, from
 * the transfer panel (features/wallet) and around a game (features/play). The same key on a retry gets the
 * same answer; a 503 means the provider has not confirmed yet and the order is being reconciled: its
 * Vietnamese message is shown, and a retry reuses the key (hooks/use-idempotency-key).
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
