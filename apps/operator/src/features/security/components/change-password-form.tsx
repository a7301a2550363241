import { useId, useState, type FormEvent } from 'react';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from '@app/contract/operator-routes';
import { t } from '../../../lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';
import { passwordChangeBody, passwordChangeProblems, type PasswordChangeFields } from '../utils/password-change.ts';
import { FormErrors } from '../../../components/form-errors.tsx';

const EMPTY: PasswordChangeFields = { current: '', next: '', repeat: '', otp: '' };

/**
 * "Đổi mật khẩu": the signed-in operator's own new password, with the current one (and with two-factor
 * sign-in on, a code), checked here first and again by the server. This tab stays signed in; every
 * other sign-in of the operator ends.
 */
export function ChangePasswordForm({ username, twoFactor }: { username: string; twoFactor: boolean }) {
  const s = t.security.password;
  const ids = { current: useId(), next: useId(), hint: useId(), repeat: useId(), otp: useId(), otpHint: useId(), errors: useId() };
  const { change, pending, refusal, clearRefusal } = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const errors = refusal ?? problems;
  const set = (key: keyof PasswordChangeFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    clearRefusal();
    const found = passwordChangeProblems(username, twoFactor, fields);
    setProblems(found);
    if (found.length > 0) return;
    if (await change(passwordChangeBody(twoFactor, fields))) {
      setFields(EMPTY);
      setDone(true);
    } else {
      // The current password or the code was not taken (a code works once): typed again.
      setFields((f) => ({ ...f, current: '', otp: '' }));
    }
  };

  const input = (key: keyof PasswordChangeFields, id: string, autoComplete: string, describedBy?: string) => (
    <input
      id={id}
      className="field__input"
      type="password"
      autoComplete={autoComplete}
      maxLength={OPERATOR_PASSWORD_MAX}
      aria-describedby={describedBy}
      value={fields[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <section className="panel security-panel" aria-labelledby="password-change-title">
      <h2 id="password-change-title" className="panel__title">
        {s.title}
      </h2>
      <form className="panel__body security-form" onSubmit={(e) => void submit(e)} noValidate aria-label={s.title} aria-describedby={errors.length ? ids.errors : undefined}>
        <p className="hint">{s.lead}</p>
        {/* For the browser's password manager: which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="field">
          <label className="field__label" htmlFor={ids.current}>
            {s.current}
          </label>
          {input('current', ids.current, 'current-password')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.next}>
            {s.next}
          </label>
          {input('next', ids.next, 'new-password', ids.hint)}
          <span id={ids.hint} className="field__hint">
            {s.hint(OPERATOR_PASSWORD_MIN)}
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.repeat}>
            {s.repeat}
          </label>
          {input('repeat', ids.repeat, 'new-password')}
        </div>
        {twoFactor ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.otp}>
              {s.otp}
            </label>
            <input
              id={ids.otp}
              className="field__input"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={9}
              aria-describedby={ids.otpHint}
              value={fields.otp}
              onChange={(e) => set('otp')(e.target.value)}
            />
            <span id={ids.otpHint} className="field__hint">
              {s.otpHint}
            </span>
          </div>
        ) : null}
        <FormErrors id={ids.errors} className="security-form__errors" title={s.refused} errors={errors} />
        <p className="security-form__done" role="status">
          {done ? s.done : null}
        </p>
        <div>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            {pending ? <span className="spinner" aria-hidden="true" /> : null}
            {pending ? s.submitting : s.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
