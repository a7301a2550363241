import { Link, useLocation, useSearch } from 'wouter';
import { BannerArt } from '../../../components/home/banner-art.tsx';
import { paths, registerPath, returnPathFrom } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SessionEndedNotice } from '../../../features/auth/components/session-ended-notice.tsx';
import { t } from '../../../lib/i18n.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import { usePickedGameName } from '../../use-open-game.ts';
import './desktop-pages.css';

export default function DesktopLoginPage() {
  const [, navigate] = useLocation();
  // A visitor sent here from a game comes back to it (?tiep=…); anyone else goes home.
  const returnTo = returnPathFrom(useSearch());
  const pickedGame = usePickedGameName(returnTo);
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  return (
    <div className="d-container d-auth">
      <aside className="d-auth__art" aria-hidden="true">
        <BannerArt kind={0} />
        <div className="d-auth__art-copy">
          <p className="d-auth__art-title">{t.banners[0].title}</p>
          <p className="d-auth__art-highlight">{t.banners[0].highlight}</p>
          <p>{t.banners[0].text}</p>
        </div>
      </aside>
      <section className="d-auth__card" aria-labelledby="login-title">
        <h1 id="login-title" className="d-auth__title">
          {t.auth.loginTitle}
        </h1>
        <p className="d-auth__lead">{pickedGame ? t.home.loginToPlay(pickedGame) : t.auth.loginLead}</p>
        <SessionEndedNotice />
        <LoginForm
          requestCaptcha={requestCaptcha}
          onSuccess={() => {
            navigate(returnTo ?? paths.home, { replace: true });
          }}
        />
        <p className="d-auth__switch">
          {t.auth.noAccount} <Link href={registerPath(returnTo)}>{t.auth.registerNow}</Link>
        </p>
      </section>
      {captchaElement}
    </div>
  );
}
