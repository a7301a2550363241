import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { onSessionChange } from '../lib/session.ts';
import { useAppStore } from '../stores/app-store.ts';

const MemberSession = lazy(() => import('./member-session.tsx'));

/** Runs the member's background work while logged in; clears server data when the session ends. */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId);

  useEffect(
    () =>
      onSessionChange((event, remote) => {
        if (event === 'logout') queryClient.removeQueries();
        else if (remote) void queryClient.invalidateQueries({ queryKey: ['auth', 'logged-in-info'] });
      }),
    [queryClient],
  );

  return userId ? (
    <Suspense fallback={null}>
      <MemberSession userId={userId} />
    </Suspense>
  ) : null;
}
