import { useState, type FormEvent } from 'react';
import { ShieldLogo } from '../../../components/shield-logo.tsx';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogin } from '../api/login.ts';

/** Shown at any console address while nobody is signed in; after sign-in that address opens. */
export function LoginPage() {
  useDocumentTitle(t.login.heading);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** Two-factor sign-in: asked for once the password was right, sent with it on the next try. */
  const [otp, setOtp] = useState<string | null>(null);
  const signIn = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    // Errors (wrong password or code, too many attempts, bad input) arrive in the "Tin nhắn" dialog.
    signIn.mutate(
      { username, password, ...(otp ? { otp: otp.trim() } : {}) },
      {
        onSuccess: (answer) => {
          if ('twoFactorRequired' in answer) setOtp('');
        },
        onError: () => (otp === null ? setPassword('') : setOtp('')),
      },
    );
  };

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} aria-labelledby="login-heading">
        <div className="login__mark">
          <ShieldLogo size={44} />
          <span className="badge badge--accent">{t.product}</span>
        </div>
        <h1 id="login-heading" className="login__heading">
          {t.login.heading}
        </h1>
        <p className="login__lead">{t.login.lead}</p>
        <label className="field">
          <span className="field__label">{t.login.username}</span>
          <input
            className="field__input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t.login.password}</span>
          <input
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {otp !== null ? (
          <label className="field">
            <span className="field__label">{t.login.otp}</span>
            <span className="field__hint" id="otp-hint">
              {t.login.otpAsked} {t.login.otpHint}
            </span>
            <input
              className="field__input"
              name="otp"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={9}
              aria-describedby="otp-hint"
              // The field appears after the password was accepted: the operator types the code next.
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          </label>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={signIn.isPending} aria-busy={signIn.isPending}>
          {signIn.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {otp !== null ? t.login.otpSubmit : t.login.submit}
        </button>
      </form>
    </main>
  );
}
