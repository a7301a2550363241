import { Link, Redirect, useLocation } from 'wouter';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { agentName } from '../../../lib/agent-ref.ts';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import './mobile-pages.css';

export default function MobileRegisterPage() {
  const [, navigate] = useLocation();
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (loggedIn) return <Redirect to="/" replace />;
  return (
    <div className="m-auth">
      <MobilePageHeader title={t.auth.registerTitle} />
      <main id="main" className="m-auth__body">
        <p className="m-auth__lead">{t.auth.registerLead}</p>
        <div className="m-auth__card">
          <RegisterForm
            agentName={agentName()}
            requestCaptcha={requestCaptcha}
            onSuccess={() => {
              navigate('/', { replace: true });
            }}
          />
        </div>
        <p className="m-auth__switch">
          {t.auth.haveAccount} <Link href="/dang-nhap">{t.auth.loginNow}</Link>
        </p>
      </main>
      {captchaElement}
    </div>
  );
}
