import { useLocation } from 'wouter';
import { useLogout } from '../features/auth/api/logout.ts';
import { reportOffline } from '../features/presence/hooks/use-presence.ts';

/** Logout: presence goes offline first (it needs the tokens), then the session ends, then home. */
export function useSignOut() {
  const [, navigate] = useLocation();
  const logout = useLogout({ beforeEnd: reportOffline });
  return {
    signOut: () => logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) }),
    pending: logout.isPending,
  };
}
