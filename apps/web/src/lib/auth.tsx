import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../config/paths.ts';
import { useAppStore } from '../stores/app-store.ts';
import { logoutMutationKey } from './query-keys.ts';

function useLoggedIn(): boolean {
  return Boolean(useAppStore((s) => s.loggedInInfo.userId));
}

/**
 * The one guard of the members-only pages (bulletproof-react's ProtectedRoute), applied in the route
 * tables: a visitor goes to the login. While a logout is in flight the session is already gone but
 * the sign-out has not taken the member home yet (app/use-sign-out.ts): the page stays empty for that
 * moment instead of flashing the login page. There is no return-to-after-login: a login goes home.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const leaving = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  if (loggedIn) return children;
  return leaving ? null : <Redirect to={paths.login} replace />;
}

/** Its mirror for the login and registration pages: a member who is already in goes home. */
export function VisitorRoute({ children }: { children: ReactNode }) {
  return useLoggedIn() ? <Redirect to={paths.home} replace /> : children;
}
