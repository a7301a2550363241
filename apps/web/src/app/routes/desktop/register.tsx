import { Link, useLocation, useSearch } from 'wouter';
import { BannerArt } from '../../../components/home/banner-art.tsx';
import { IconCheck } from '../../../components/ui/icons.tsx';
import { loginPath, paths, returnPathFrom } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { agentName } from '../../../lib/agent-ref.ts';
import { t } from '../../../lib/i18n.ts';
import { useCaptchaGate } from '../../use-captcha-gate.tsx';
import './desktop-pages.css';

export default function DesktopRegisterPage() {
  const [, navigate] = useLocation();
  // A visitor sent here from a game comes back to it (?tiep=…); anyone else goes home.
  const returnTo = returnPathFrom(useSearch());
  const { requestCaptcha, captchaElement } = useCaptchaGate();
  return (
    <div className="d-container d-auth">
      <aside className="d-auth__art" aria-hidden="true">
        <BannerArt kind={2} />
        <div className="d-auth__art-copy">
          <p className="d-auth__art-title">{t.auth.registerLead}</p>
          <ul className="d-auth__perks">
            {t.home.features.map((feature) => (
              <li key={feature.title}>
                <IconCheck size={18} />
                {feature.title}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <section className="d-auth__card" aria-labelledby="register-title">
        <h1 id="register-title" className="d-auth__title">
          {t.auth.registerTitle}
        </h1>
        <RegisterForm
          agentName={agentName()}
          requestCaptcha={requestCaptcha}
          onSuccess={() => {
            navigate(returnTo ?? paths.home, { replace: true });
          }}
        />
        <p className="d-auth__switch">
          {t.auth.haveAccount} <Link href={loginPath(returnTo)}>{t.auth.loginNow}</Link>
        </p>
      </section>
      {captchaElement}
    </div>
  );
}
