import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths.ts';
import { loggedInInfoKeys } from '../lib/query-keys.ts';
import { onSessionChange, sessionEndedByServerUntold } from '../lib/session.ts';
import { useAppStore } from '../stores/app-store.ts';

const MemberSession = lazy(() => import('./member-session.tsx'));

/**
 * Runs the member's background work while logged in; clears server data when the session ends. When
 * the server ended it (in this tab or another), the member goes to the login page, which says why.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId);
  const [, navigate] = useLocation();

  useEffect(() => {
    // Another tab's word that the server ended the session can arrive while this page is still
    // starting, before anyone listened: it is kept, and acted on here.
    if (sessionEndedByServerUntold()) navigate(paths.login, { replace: true });
    return onSessionChange((event, remote, reason) => {
      if (event === 'logout') {
        queryClient.removeQueries();
        if (reason === 'ended-by-server') navigate(paths.login, { replace: true });
      } else if (remote) void queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
    });
  }, [queryClient, navigate]);

  return userId ? (
    <Suspense fallback={null}>
      <MemberSession userId={userId} />
    </Suspense>
  ) : null;
}
