import type { CallbackRequestBody, CallbackRequestView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { myCallbackQueryOptions } from './get-my-callback.ts';

/**
 * POST /callbacks/request { phone, window, note? }: a member's request (their bearer token) or a
 * visitor's. Idempotent: asked again for the same phone, the server answers the request already open.
 */
export function requestCallback(body: CallbackRequestBody): Promise<CallbackRequestView> {
  return apiCall('callbackRequest', body);
}

/** The answer becomes the member's current request at once; a refusal is the form's to show (no dialog). */
export function useRequestCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['callbacks', 'request'],
    mutationFn: requestCallback,
    onSuccess: (view) => {
      const userId = useAppStore.getState().loggedInInfo.userId;
      if (!userId) return;
      const { queryKey } = myCallbackQueryOptions(userId);
      queryClient.setQueryData(queryKey, (mine) => (mine ? { ...mine, current: view } : mine));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
