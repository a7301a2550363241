import { Link, useLocation, useSearch } from 'wouter';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { loginPath, paths, returnPathFrom } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { agentName } from '../../../lib/agent-ref.ts';
import { t } from '../../../lib/i18n.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import './mobile-pages.css';

export default function MobileRegisterPage() {
  const [, navigate] = useLocation();
  // A visitor sent here from a game comes back to it (?tiep=…); anyone else goes home.
  const returnTo = returnPathFrom(useSearch());
  const { requestCaptcha, captchaElement } = useCaptchaGate();
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
              navigate(returnTo ?? paths.home, { replace: true });
            }}
          />
        </div>
        <p className="m-auth__switch">
          {t.auth.haveAccount} <Link href={loginPath(returnTo)}>{t.auth.loginNow}</Link>
        </p>
      </main>
      {captchaElement}
    </div>
  );
}
