import { useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useLogin } from '../api/login.ts';
import './auth.css';

/** What the slider captcha hands back: the one-time pass and the x the member settled on. */
export type CaptchaResult = { pass: string; x: number };

type LoginFormProps = {
  /** Shows the captcha; resolves with its result, or null when the member closed it. */
  requestCaptcha: () => Promise<CaptchaResult | null>;
  onSuccess?: () => void;
  /** 'inline' is the desktop header's one-row form. */
  layout?: 'page' | 'inline';
  /** Rendered after the submit button (the inline form's "Đăng ký"). */
  extra?: ReactNode;
};

type Errors = { username?: string; password?: string };

export function LoginForm({ requestCaptcha, onSuccess, layout = 'page', extra }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();
  const inline = layout === 'inline';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const form = event.currentTarget;
    const found: Errors = {};
    if (!username.trim()) found.username = t.auth.required(t.auth.username);
    if (!password) found.password = t.auth.required(t.auth.password);
    setErrors(found);
    if (found.username || found.password) {
      form.querySelector<HTMLInputElement>(found.username ? 'input[name="username"]' : 'input[name="password"]')?.focus();
      return;
    }
    const captcha = await requestCaptcha();
    if (!captcha) return;
    login.mutate(
      { username: username.trim(), password, captchaPass: captcha.pass, sliderX: captcha.x },
      {
        onSuccess: () => {
          setPassword('');
          onSuccess?.();
        },
      },
    );
  }

  const status = (text?: string) => (text ? { tone: 'bad' as const, text } : null);
  return (
    <form
      className={inline ? 'inline-login' : 'auth-form'}
      onSubmit={onSubmit}
      noValidate
      aria-label={inline ? t.auth.inlineLoginLabel : undefined}
    >
      <TextField
        label={t.auth.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={inline ? t.auth.username : t.auth.usernamePlaceholder}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        status={inline ? null : status(errors.username)}
        aria-invalid={errors.username ? true : undefined}
        compact={inline}
      />
      <PasswordField
        label={t.auth.password}
        name="password"
        autoComplete="current-password"
        placeholder={inline ? t.auth.password : t.auth.passwordPlaceholder}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        status={inline ? null : status(errors.password)}
        aria-invalid={errors.password ? true : undefined}
        compact={inline}
      />
      <button
        type="submit"
        className={`btn ${inline ? 'btn--gold' : 'btn--primary btn--block btn--large'}`}
        aria-busy={login.isPending}
        disabled={login.isPending}
      >
        {login.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {t.auth.login}
      </button>
      {extra}
    </form>
  );
}
