import { getBackupUrl } from '../features/auth/api/get-backup-url.ts';
import { rememberAgentFromUrl } from '../lib/agent-ref.ts';
import { setBackupHosts } from '../lib/backup-hosts.ts';
import { logApiError } from '../lib/error-dialog.ts';
import { restoreSession } from '../lib/session.ts';

let started = false;

/** Once per page: the stored session, the invitation code, and the backup API hosts. */
export function startApp(): void {
  if (started) return;
  started = true;
  restoreSession();
  rememberAgentFromUrl();
  // getBackupUrl rethrows (spec §7); at start there is nobody to tell, so the failure is only logged.
  getBackupUrl().then(
    (answer) => setBackupHosts(answer.hosts),
    (error: unknown) => logApiError('GetBackUpURL', error),
  );
}
