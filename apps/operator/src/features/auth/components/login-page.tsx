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
  const signIn = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    // Errors (wrong password, too many attempts, bad input) arrive in the "Tin nhắn" dialog.
    signIn.mutate({ username, password }, { onError: () => setPassword('') });
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
        <button type="submit" className="button button--primary button--block" disabled={signIn.isPending} aria-busy={signIn.isPending}>
          {signIn.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {t.login.submit}
        </button>
      </form>
    </main>
  );
}
