import type { RecallAllBody, RecallAllResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { applyWalletBalances } from '../../../lib/wallet-balances.ts';

/** POST /wallet/recall-all { idempotencyKey }: every game account back to 'TK Chính' in one ledger transaction. */
export function recallAll(body: RecallAllBody): Promise<RecallAllResponse> {
  return apiCall('walletRecallAll', body);
}

export const recallAllMutationOptions = mutationOptions({ mutationKey: ['wallet', 'recall-all'], mutationFn: recallAll });

export function useRecallAll({ onSuccess }: { onSuccess?: (answer: RecallAllResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...recallAllMutationOptions,
    onSuccess: async (answer) => {
      await applyWalletBalances(queryClient, answer);
      onSuccess?.(answer);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
