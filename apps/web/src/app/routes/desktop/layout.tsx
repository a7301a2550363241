import { formatMoney } from '@app/domain';
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { DesktopShell } from '../../../components/layouts/desktop/desktop-shell.tsx';
import { MemberCentreLinks, MemberMenu } from '../../../components/layouts/desktop/member-menu.tsx';
import { IconHeadset, IconLogout } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { BalanceSummary } from '../../../features/auth/components/balance-summary.tsx';
import { LevelBadge } from '../../../features/auth/components/level-badge.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { PreviousLogin } from '../../../features/auth/components/previous-login.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import './desktop-pages.css';

function InlineLogin() {
  const [, navigate] = useLocation();
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  return (
    <>
      <LoginForm
        layout="inline"
        requestCaptcha={requestCaptcha}
        extra={
          <button type="button" className="btn btn--primary" onClick={() => navigate(paths.register)}>
            {t.auth.register}
          </button>
        }
      />
      {captchaElement}
    </>
  );
}

/** On the login and registration pages the header keeps quiet: one form per screen. */
function SupportLink() {
  return (
    <Link href={paths.support} className="btn btn--quiet">
      <IconHeadset size={20} />
      {t.nav.supportLong}
    </Link>
  );
}

function MemberCorner() {
  const [, navigate] = useLocation();
  const info = useAppStore((s) => s.loggedInInfo);
  const username = useAppStore((s) => s.username);
  const totalBalance = useAppStore((s) => s.totalBalance);
  const { signOut, pending } = useSignOut();
  return (
    <div className="d-member">
      <BalanceSummary />
      <button type="button" className="btn btn--gold" onClick={() => navigate(paths.deposit)}>
        {t.wallet.deposit}
      </button>
      <button type="button" className="btn btn--outline" onClick={() => navigate(paths.withdraw)}>
        {t.wallet.withdraw}
      </button>
      <MemberMenu username={username}>
        <div className="member-panel">
          <div className="member-panel__head">
            <span className="member-panel__greeting">{t.member.greeting}</span>
            <span className="member-panel__name">{info.nickname || username}</span>
            <LevelBadge level={info.level} />
          </div>
          <PreviousLogin />
          <p className="member-panel__totals">
            <span>{t.wallet.totalBalance}</span>
            <strong className="num">{formatMoney(totalBalance)}</strong>
          </p>
          <MemberCentreLinks />
          <Link href={paths.transfer} className="btn btn--outline btn--block">
            {t.wallet.transfer}
          </Link>
          <button type="button" className="btn btn--quiet btn--block" onClick={signOut} disabled={pending} aria-busy={pending}>
            <IconLogout size={20} />
            {t.auth.logout}
          </button>
        </div>
      </MemberMenu>
    </div>
  );
}

export function DesktopLayout({ children }: { children: ReactNode }) {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  const [onLogin] = useRoute(paths.login);
  const [onRegister] = useRoute(paths.register);
  const headerEnd = loggedIn ? <MemberCorner /> : onLogin || onRegister ? <SupportLink /> : <InlineLogin />;
  return <DesktopShell headerEnd={headerEnd}>{children}</DesktopShell>;
}
