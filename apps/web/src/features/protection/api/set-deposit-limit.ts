import type { ProtectionSettings, SetDepositLimitBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { useReplaceProtectionSettings } from './get-protection-settings.ts';

/** POST /protection/deposit-limit { period, amount|null }: lower at once, raise or remove after 24 hours. */
export function setDepositLimit(body: SetDepositLimitBody): Promise<ProtectionSettings> {
  return apiCall('setDepositLimit', body);
}

export function useSetDepositLimit({ onSuccess }: { onSuccess?: (settings: ProtectionSettings, asked: SetDepositLimitBody) => void } = {}) {
  const replaceSettings = useReplaceProtectionSettings();
  return useMutation({
    mutationKey: ['protection', 'deposit-limit'],
    mutationFn: setDepositLimit,
    onSuccess: (settings, asked) => {
      replaceSettings(settings);
      onSuccess?.(settings, asked);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
