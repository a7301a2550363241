import { Link, useLocation } from 'wouter';
import { BannerArt } from '../../../components/home/banner-art.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SessionEndedNotice } from '../../../features/auth/components/session-ended-notice.tsx';
import { t } from '../../../lib/i18n.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import './desktop-pages.css';

export default function DesktopLoginPage() {
  const [, navigate] = useLocation();
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
        <p className="d-auth__lead">{t.auth.loginLead}</p>
        <SessionEndedNotice />
        <LoginForm
          requestCaptcha={requestCaptcha}
          onSuccess={() => {
            navigate(paths.home, { replace: true });
          }}
        />
        <p className="d-auth__switch">
          {t.auth.noAccount} <Link href={paths.register}>{t.auth.registerNow}</Link>
        </p>
      </section>
      {captchaElement}
    </div>
  );
}
