import type { ProtectionSettings, SetLossLimitBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { useReplaceProtectionSettings } from './get-protection-settings.ts';

/** POST /protection/loss-limit { period, amount|null }: lower at once, raise or remove after 24 hours. */
export function setLossLimit(body: SetLossLimitBody): Promise<ProtectionSettings> {
  return apiCall('setLossLimit', body);
}

export function useSetLossLimit({ onSuccess }: { onSuccess?: (settings: ProtectionSettings, asked: SetLossLimitBody) => void } = {}) {
  const replaceSettings = useReplaceProtectionSettings();
  return useMutation({
    mutationKey: ['protection', 'loss-limit'],
    mutationFn: setLossLimit,
    onSuccess: (settings, asked) => {
      replaceSettings(settings);
      onSuccess?.(settings, asked);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
