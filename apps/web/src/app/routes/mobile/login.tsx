import { Link, useLocation, useSearch } from 'wouter';
import { BrandLogo } from '../../../components/brand/brand-logo.tsx';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { paths, registerPath, returnPathFrom } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SessionEndedNotice } from '../../../features/auth/components/session-ended-notice.tsx';
import { t } from '../../../lib/i18n.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import { usePickedGameName } from '../../use-open-game.ts';
import './mobile-pages.css';

export default function MobileLoginPage() {
  const [, navigate] = useLocation();
  // A visitor sent here from a game comes back to it (?tiep=…); anyone else goes home.
  const returnTo = returnPathFrom(useSearch());
  const pickedGame = usePickedGameName(returnTo);
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  return (
    <div className="m-auth">
      <MobilePageHeader title={t.auth.loginTitle} />
      <main id="main" className="m-auth__body">
        <SessionEndedNotice />
        <div className="m-auth__hero">
          <BrandLogo height={52} />
          <p>{pickedGame ? t.home.loginToPlay(pickedGame) : t.auth.loginLead}</p>
        </div>
        <div className="m-auth__card">
          <LoginForm
            requestCaptcha={requestCaptcha}
            onSuccess={() => {
              navigate(returnTo ?? paths.home, { replace: true });
            }}
          />
        </div>
        <p className="m-auth__switch">
          {t.auth.noAccount} <Link href={registerPath(returnTo)}>{t.auth.registerNow}</Link>
        </p>
      </main>
      {captchaElement}
    </div>
  );
}
