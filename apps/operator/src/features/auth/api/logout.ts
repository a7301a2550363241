import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Ends the session in this tab: the token and every cached answer go. (The token itself stays valid
 * until it expires; server-side revocation is a later slice.)
 */
export function logout() {
  session.end();
  queryClient.clear();
}
