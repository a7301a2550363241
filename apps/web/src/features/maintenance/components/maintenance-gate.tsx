import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useMaintenanceWatch } from '../hooks/use-maintenance-watch.ts';
import { useSiteWindow } from '../hooks/use-maintenance-windows.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';

/**
 * What a member can still do while the whole site is closed, as the server keeps those calls open:
 * log in, see the balances, take money back from the game accounts (Chuyển quỹ's "Thu hồi tất cả"),
 * set limits or exclude themselves, and reach CSKH. The maintenance page links to them.
 */
export const OPEN_DURING_MAINTENANCE: readonly string[] = [paths.support, paths.liveChat, paths.login, paths.account, paths.transfer, paths.settings];

/** Its own chunk: nobody downloads it until the site is closed. */
const MaintenancePage = lazy(() => import('./maintenance-page.tsx'));

/**
 * While the whole site is closed (the status check says so, or any call met the 503), the maintenance
 * page stands in for every page but those that stay open (with a banner saying until when); when it
 * ends the pages come back where the member was (same address, same query cache, no reload).
 * Otherwise the pages, and the banner of a scheduled window.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  useMaintenanceWatch();
  const site = useSiteWindow();
  const [location] = useLocation();
  if (site && !OPEN_DURING_MAINTENANCE.includes(location)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage window={site} />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      <MaintenanceBanner site={site} />
    </>
  );
}
