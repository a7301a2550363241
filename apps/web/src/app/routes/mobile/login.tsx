import { Link, Redirect, useLocation } from 'wouter';
import { BrandLogo } from '../../../components/brand/brand-logo.tsx';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SessionEndedNotice } from '../../../features/auth/components/session-ended-notice.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import './mobile-pages.css';

export default function MobileLoginPage() {
  const [, navigate] = useLocation();
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (loggedIn) return <Redirect to="/" replace />;
  return (
    <div className="m-auth">
      <MobilePageHeader title={t.auth.loginTitle} />
      <main id="main" className="m-auth__body">
        <SessionEndedNotice />
        <div className="m-auth__hero">
          <BrandLogo height={52} />
          <p>{t.auth.loginLead}</p>
        </div>
        <div className="m-auth__card">
          <LoginForm
            requestCaptcha={requestCaptcha}
            onSuccess={() => {
              navigate('/', { replace: true });
            }}
          />
        </div>
        <p className="m-auth__switch">
          {t.auth.noAccount} <Link href="/dang-ky">{t.auth.registerNow}</Link>
        </p>
      </main>
      {captchaElement}
    </div>
  );
}
