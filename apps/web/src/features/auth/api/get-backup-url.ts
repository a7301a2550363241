import type { BackupUrlResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/brand.ts';

/** Spec §7 call 5: POST /auth/GetBackUpURL { App }; errors are rethrown to the caller. */
export function getBackupUrl(): Promise<BackupUrlResponse> {
  return apiCall('backupUrl', { App: brand.appId });
}

export const backupUrlQueryOptions = queryOptions({
  queryKey: ['auth', 'backup-url', brand.appId] as const,
  queryFn: getBackupUrl,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useBackupUrl() {
  return useQuery(backupUrlQueryOptions);
}
