import { useState, type FormEvent } from 'react';
import { PasswordField, TextField, type FieldStatus } from '../../../components/ui/text-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useRegister } from '../api/register.ts';
import { useAccountAvailability } from '../hooks/use-account-availability.ts';
import type { CaptchaResult } from './login-form.tsx';
import './auth.css';

type RegisterFormProps = {
  requestCaptcha: () => Promise<CaptchaResult | null>;
  onSuccess?: () => void;
  /** From the invitation link (?ref= or ?agent=), '' when there is none. */
  agentName: string;
};

type Field = 'username' | 'nickname' | 'password' | 'confirm' | 'phone' | 'adult';
type Values = Record<Exclude<Field, 'adult'>, string>;

const EMPTY: Values = { username: '', nickname: '', password: '', confirm: '', phone: '' };
const ORDER: Field[] = ['username', 'nickname', 'password', 'confirm', 'phone', 'adult'];
const LABELS: Record<Exclude<Field, 'adult'>, string> = {
  username: t.auth.username,
  nickname: t.auth.nickname,
  password: t.auth.password,
  confirm: t.auth.confirmPassword,
  phone: t.auth.phone,
};

/**
 * Only what the member can fix before sending is checked here: empty fields, the repeated password and
 * the 18+ confirmation (D11, client-side only: the request has no field for it). The account rules
 * themselves are the server's; its sentences are shown as they come.
 */
function validate(values: Values, adult: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const key of Object.keys(LABELS) as (keyof Values)[]) {
    if (!values[key].trim()) errors[key] = t.auth.required(LABELS[key]);
  }
  if (!errors.confirm && values.confirm !== values.password) errors.confirm = t.auth.passwordMismatch;
  if (!adult) errors.adult = t.auth.ageRequired;
  return errors;
}

export function RegisterForm({ requestCaptcha, onSuccess, agentName }: RegisterFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useRegister();
  const availability: Partial<Record<Field, FieldStatus>> = {
    username: useAccountAvailability('UserName', values.username),
    nickname: useAccountAvailability('NickName', values.nickname),
    phone: useAccountAvailability('PhoneNumber', values.phone),
  };

  const statusOf = (field: Field): FieldStatus => {
    const error = errors[field];
    return error ? { tone: 'bad', text: error } : (availability[field] ?? null);
  };

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const form = event.currentTarget;
    const found = validate(values, adult);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const captcha = await requestCaptcha();
    if (!captcha) return;
    register.mutate(
      {
        agentName,
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        password: values.password,
        phone: values.phone,
        captchaPass: captcha.pass,
      },
      { onSuccess: () => onSuccess?.() },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {agentName ? (
        <p className="auth-form__agent">
          {t.auth.agentCode}: <strong>{agentName}</strong>
        </p>
      ) : null}
      <TextField
        label={t.auth.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t.auth.usernameHint}
        value={values.username}
        onChange={change('username')}
        status={statusOf('username')}
      />
      <TextField
        label={t.auth.nickname}
        name="nickname"
        autoComplete="nickname"
        placeholder={t.auth.nicknameHint}
        value={values.nickname}
        onChange={change('nickname')}
        status={statusOf('nickname')}
      />
      <PasswordField
        label={t.auth.password}
        name="password"
        autoComplete="new-password"
        placeholder={t.auth.passwordHint}
        value={values.password}
        onChange={change('password')}
        status={statusOf('password')}
      />
      <PasswordField
        label={t.auth.confirmPassword}
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={change('confirm')}
        status={statusOf('confirm')}
      />
      <TextField
        label={t.auth.phone}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t.auth.phoneHint}
        value={values.phone}
        onChange={change('phone')}
        status={statusOf('phone')}
      />
      <div className="check">
        <input
          id="register-adult"
          name="adult"
          type="checkbox"
          checked={adult}
          onChange={(e) => {
            setAdult(e.target.checked);
            setErrors((v) => ({ ...v, adult: undefined }));
          }}
          aria-invalid={errors.adult ? true : undefined}
          aria-describedby={errors.adult ? 'register-adult-error' : undefined}
        />
        <label htmlFor="register-adult">{t.auth.ageConfirm}</label>
      </div>
      {errors.adult ? (
        <p id="register-adult-error" className="auth-form__error" role="alert">
          {errors.adult}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--block btn--large"
        aria-busy={register.isPending}
        disabled={register.isPending}
      >
        {register.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {t.auth.register}
      </button>
    </form>
  );
}
