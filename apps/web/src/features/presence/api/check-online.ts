import type { CheckOnlineResponse } from '@app/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiCall, type CallOptions } from '../../../lib/api-client.ts';
import { logApiError } from '../../../lib/error-dialog.ts';

/** Spec §7 call 9: POST /user/checkOnline { online }; errors are only logged (spec §8). */
export function checkOnline(online: boolean, options: CallOptions = {}): Promise<CheckOnlineResponse> {
  return apiCall('checkOnline', { online }, options);
}

export const checkOnlineMutationOptions = mutationOptions({
  mutationKey: ['presence', 'check-online'],
  mutationFn: (online: boolean) => checkOnline(online),
});

export function useCheckOnline() {
  return useMutation({ ...checkOnlineMutationOptions, onError: (error) => logApiError('checkOnline', error) });
}
