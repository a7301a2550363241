import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MobileShell } from '../../../components/layouts/mobile/mobile-shell.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** Members' code is its own chunk, so a visitor's first screen stays small. */
const MemberCorner = lazy(() => import('./member-corner.tsx'));

function VisitorButtons() {
  const [, navigate] = useLocation();
  return (
    <div className="m-visitor">
      <button type="button" className="btn btn--outline" onClick={() => navigate(paths.login)}>
        {t.auth.login}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => navigate(paths.register)}>
        {t.auth.register}
      </button>
    </div>
  );
}

/** The phone shell with the top bar for a visitor or a member. */
export function MobileLayout({ children }: { children: ReactNode }) {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  const end = loggedIn ? (
    <Suspense fallback={<span className="m-member-skeleton" aria-hidden="true" />}>
      <MemberCorner />
    </Suspense>
  ) : (
    <VisitorButtons />
  );
  return (
    <MobileShell compactLogo={loggedIn} topBarEnd={end}>
      {children}
    </MobileShell>
  );
}
