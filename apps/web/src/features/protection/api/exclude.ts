import type { ExcludeBody, ProtectionSettings } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';

/** POST /protection/exclude { kind, days, password }: the server ends every session of the member. */
export function exclude(body: ExcludeBody): Promise<ProtectionSettings> {
  return apiCall('exclude', body);
}

/**
 * onSuccess is the hook's own callback, not mutate's: the session ends inside it, the page that asked
 * unmounts, and mutate's callbacks would be dropped with it.
 */
export function useExclude({ onSuccess }: { onSuccess: (settings: ProtectionSettings) => void }) {
  return useMutation({
    mutationKey: ['protection', 'exclude'],
    mutationFn: exclude,
    onSuccess,
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
