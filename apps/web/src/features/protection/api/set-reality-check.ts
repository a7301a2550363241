import type { ProtectionSettings, SetRealityCheckBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { useReplaceProtectionSettings } from './get-protection-settings.ts';

/** POST /protection/reality-check { minutes }: 0 turns the reminder off. */
export function setRealityCheck(body: SetRealityCheckBody): Promise<ProtectionSettings> {
  return apiCall('setRealityCheck', body);
}

export function useSetRealityCheck({ onSuccess }: { onSuccess?: (settings: ProtectionSettings) => void } = {}) {
  const replaceSettings = useReplaceProtectionSettings();
  return useMutation({
    mutationKey: ['protection', 'reality-check'],
    mutationFn: setRealityCheck,
    onSuccess: (settings) => {
      replaceSettings(settings);
      onSuccess?.(settings);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
