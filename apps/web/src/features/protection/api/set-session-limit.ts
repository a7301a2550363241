import type { ProtectionSettings, SetSessionLimitBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { useReplaceProtectionSettings } from './get-protection-settings.ts';

/** POST /protection/session-limit { minutes }: shorter at once, longer or 0 (off) after 24 hours. */
export function setSessionLimit(body: SetSessionLimitBody): Promise<ProtectionSettings> {
  return apiCall('setSessionLimit', body);
}

export function useSetSessionLimit({ onSuccess }: { onSuccess?: (settings: ProtectionSettings, asked: SetSessionLimitBody) => void } = {}) {
  const replaceSettings = useReplaceProtectionSettings();
  return useMutation({
    mutationKey: ['protection', 'session-limit'],
    mutationFn: setSessionLimit,
    onSuccess: (settings, asked) => {
      replaceSettings(settings);
      onSuccess?.(settings, asked);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
