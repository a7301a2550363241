import type { BackupUrlResponse } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/brand.ts';

/**
 * Spec §7 call 5: POST /auth/GetBackUpURL { App }; errors are rethrown to the caller. Fetched once per
 * page at start (app/start.ts), outside any query: nothing on screen waits for it.
 */
export function getBackupUrl(): Promise<BackupUrlResponse> {
  return apiCall('backupUrl', { App: brand.appId });
}
