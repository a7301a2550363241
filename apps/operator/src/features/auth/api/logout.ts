import { useState } from 'react';
import { operatorCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Signs out: the server ends the session first, so the token is refused from then on on every server
 * (a copy left in a log or another tab included). Then this tab forgets the token and every cached
 * answer, whatever the server said: a refusal (the session had already ended) or no answer at all
 * must not keep an operator signed in. Nothing is shown for a failure: signing out is what was asked.
 */
export async function logout(): Promise<void> {
  try {
    await operatorCall('logout');
  } catch {
    // The tab signs out all the same; an unreached server leaves the token to run out by itself.
  } finally {
    session.end();
    queryClient.clear();
  }
}

/** "Đăng xuất" with its wait: the button shows a spinner until the server answers (then the login page shows). */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const run = () => {
    if (pending) return;
    setPending(true);
    void logout();
  };
  return { logout: run, pending };
}
