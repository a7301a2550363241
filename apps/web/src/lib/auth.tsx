import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPath, paths, returnPathFrom } from '../config/paths.ts';
import { useAppStore } from '../stores/app-store.ts';
import { logoutMutationKey } from './query-keys.ts';

function useLoggedIn(): boolean {
  return Boolean(useAppStore((s) => s.loggedInInfo.userId));
}

/**
 * The one guard of the members-only pages (bulletproof-react's ProtectedRoute), applied in the route
 * tables: a visitor goes to the login. While a logout is in flight the session is already gone but
 * the sign-out has not taken the member home yet (app/use-sign-out.ts): the page stays empty for that
 * moment instead of flashing the login page. A login goes home, except from a page that wants the
 * member back once logged in (`returnAfterLogin`: a game's page): the login page's URL then names it.
 */
export function ProtectedRoute({ children, returnAfterLogin = false }: { children: ReactNode; returnAfterLogin?: boolean }) {
  const loggedIn = useLoggedIn();
  const leaving = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  const [location] = useLocation();
  const search = useSearch();
  if (loggedIn) return children;
  if (leaving) return null;
  return <Redirect to={returnAfterLogin ? loginPath(search ? `${location}?${search}` : location) : paths.login} replace />;
}

/**
 * Its mirror for the login and registration pages: a member who is already in (or has just logged in
 * or registered here) goes home, or back to the page the login page's URL names (?tiep=…).
 */
export function VisitorRoute({ children }: { children: ReactNode }) {
  const search = useSearch();
  return useLoggedIn() ? <Redirect to={returnPathFrom(search) ?? paths.home} replace /> : children;
}
