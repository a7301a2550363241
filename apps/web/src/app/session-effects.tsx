import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoggedInInfo } from '../features/auth/api/get-logged-in-info.ts';
import { usePresence } from '../features/presence/hooks/use-presence.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { endSession, onSessionChange, saveSnapshot } from '../lib/session.ts';
import { useAppStore } from '../stores/app-store.ts';

/**
 * What a session does in the background: presence heartbeats while a user id is present, the fresh
 * logged-in info copied into the snapshot (and the store's username and balance), and a clean cache
 * when the session ends here or in another tab.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId);
  usePresence(userId);

  const info = useLoggedInInfo();
  useEffect(() => {
    if (info.data && !info.isPlaceholderData) saveSnapshot(info.data);
  }, [info.data, info.isPlaceholderData]);

  useEffect(() => {
    // 401 on our own info: the token is not valid any more (not merely expired, which is 419).
    if (info.error instanceof ApiRequestError && info.error.status === 401) endSession();
  }, [info.error]);

  useEffect(
    () =>
      onSessionChange((event) => {
        if (event === 'logout') queryClient.removeQueries();
        else void queryClient.invalidateQueries({ queryKey: ['auth', 'logged-in-info'] });
      }),
    [queryClient],
  );
  return null;
}
