import { useLocation } from 'wouter';
import { paths } from '../config/paths.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { reportOffline } from '../features/presence/hooks/use-presence.ts';

/**
 * Logout: presence goes offline first (it needs the tokens), then the session ends, then home.
 * mutateAsync rather than mutate's callbacks: the button's component may unmount as the session ends
 * (the desktop header's member corner does, and the members-only guard empties the page meanwhile),
 * and mutate's callbacks would be dropped with it. A failure has already been shown (useLogout).
 */
export function useSignOut() {
  const [, navigate] = useLocation();
  const logout = useLogout({ beforeEnd: reportOffline });
  return {
    signOut: () =>
      void logout
        .mutateAsync()
        .catch(() => undefined)
        .then(() => navigate(paths.home, { replace: true })),
    pending: logout.isPending,
  };
}
