import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MobileShell } from '../../../components/layouts/mobile/mobile-shell.tsx';
import { BalanceSummary } from '../../../features/auth/components/balance-summary.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';

function VisitorButtons() {
  const [, navigate] = useLocation();
  return (
    <div className="m-visitor">
      <button type="button" className="btn btn--outline" onClick={() => navigate('/dang-nhap')}>
        {t.auth.login}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => navigate('/dang-ky')}>
        {t.auth.register}
      </button>
    </div>
  );
}

function MemberCorner() {
  const [, navigate] = useLocation();
  const username = useAppStore((s) => s.username);
  return (
    <>
      <div className="m-member">
        <BalanceSummary layout="inline" caption={<span className="m-member__name">{username}</span>} />
      </div>
      <button type="button" className="btn btn--gold" onClick={() => navigate('/nap-tien')}>
        {t.wallet.deposit}
      </button>
    </>
  );
}

/** The phone shell with the top bar for a visitor or a member. */
export function MobileLayout({ children }: { children: ReactNode }) {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  return (
    <MobileShell compactLogo={loggedIn} topBarEnd={loggedIn ? <MemberCorner /> : <VisitorButtons />}>
      {children}
    </MobileShell>
  );
}
