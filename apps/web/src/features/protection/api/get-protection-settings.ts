import type { ProtectionSettings } from '@app/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /protection/settings: the member's deposit limits (with use and pending changes) and reality-check interval. */
export function getProtectionSettings(): Promise<ProtectionSettings> {
  return apiCall('protectionSettings');
}

export function protectionSettingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['protection', 'settings', userId] as const, queryFn: getProtectionSettings });
}

export function useProtectionSettings() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...protectionSettingsQueryOptions(userId), enabled: userId !== '' });
}

/**
 * Every protection call answers with the whole settings as they are now: the answer replaces the
 * cached copy at once, so the page and the reality-check timer follow without another request.
 */
export function useReplaceProtectionSettings() {
  const queryClient = useQueryClient();
  return (settings: ProtectionSettings) => {
    const userId = useAppStore.getState().loggedInInfo.userId ?? '';
    queryClient.setQueryData(protectionSettingsQueryOptions(userId).queryKey, settings);
  };
}
