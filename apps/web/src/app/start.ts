import { getBackupUrl } from '../features/auth/api/get-backup-url.ts';
import { useMaintenanceStore } from '../features/maintenance/stores/maintenance-store.ts';
import { rememberAgentFromUrl } from '../lib/agent-ref.ts';
import { onMaintenanceAnswer } from '../lib/api-client.ts';
import { setBackupHosts } from '../lib/backup-hosts.ts';
import { logApiError } from '../lib/error-dialog.ts';
import { restoreSession } from '../lib/session.ts';

let started = false;

/**
 * Once per page: the stored session, the invitation code, the backup API hosts, and every maintenance
 * 503 a call meets routed to the maintenance feature (its page or an area's notice shows it).
 */
export function startApp(): void {
  if (started) return;
  started = true;
  onMaintenanceAnswer((window) => useMaintenanceStore.getState().meet(window));
  restoreSession();
  rememberAgentFromUrl();
  // getBackupUrl rethrows (spec §7); at start there is nobody to tell, so the failure is only logged.
  getBackupUrl().then(
    (answer) => setBackupHosts(answer.hosts),
    (error: unknown) => logApiError('GetBackUpURL', error),
  );
}
