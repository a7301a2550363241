import { useId, useState, type FormEvent } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contract/operator-permissions';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN } from '@app/contract/operator-routes';
import { t } from '../../../lib/i18n.ts';
import { useCreateOperator } from '../api/create-operator.ts';
import { passwordProblem } from '../utils/password-rules.ts';
import { FormErrors } from '../../../components/form-errors.tsx';

/**
 * A new operator account: username, display name, role and the first password, which the admin hands
 * over (the server hashes it with argon2id, as every operator password). The rules are checked here
 * first and again by the server; what the server refuses (a taken username) is listed by the form.
 */
export function CreateOperatorForm({ onCreated }: { onCreated: (username: string) => void }) {
  const s = t.staff;
  const ids = { username: useId(), usernameHint: useId(), displayName: useId(), role: useId(), password: useId(), passwordHint: useId(), errors: useId() };
  const { create, pending, refusal, clearRefusal } = useCreateOperator();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const errors = refusal ?? problems;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    const name = username.trim().toLowerCase();
    const badPassword = passwordProblem(name, password);
    const found = [
      ...(OPERATOR_USERNAME_PATTERN.test(name) ? [] : [s.usernameInvalid]),
      ...(displayName.trim() ? [] : [s.displayNameRequired]),
      ...(badPassword ? [badPassword] : []),
    ];
    setProblems(found);
    if (found.length > 0) return;
    if (await create({ username: name, displayName: displayName.trim(), role, password })) {
      setUsername('');
      setDisplayName('');
      setPassword('');
      onCreated(name);
    }
  };

  return (
    <section className="panel staff-form-panel" aria-labelledby="staff-form-title">
      <h2 id="staff-form-title" className="panel__title">
        {s.formTitle}
      </h2>
      <form className="panel__body staff-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={errors.length ? ids.errors : undefined}>
        <div className="staff-form__row">
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.username}>
              {s.username}
            </label>
            <input
              id={ids.username}
              className="field__input"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              aria-describedby={ids.usernameHint}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <span id={ids.usernameHint} className="hint staff-form__hint">
              {s.usernameHint}
            </span>
          </div>
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.displayName}>
              {s.displayName}
            </label>
            <input id={ids.displayName} className="field__input" maxLength={64} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
          </div>
        </div>
        <div className="staff-form__row">
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.role}>
              {s.role}
            </label>
            <select id={ids.role} className="field__input" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t.roles[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.password}>
              {s.password}
            </label>
            <input
              id={ids.password}
              className="field__input"
              type="password"
              autoComplete="new-password"
              minLength={OPERATOR_PASSWORD_MIN}
              maxLength={OPERATOR_PASSWORD_MAX}
              aria-describedby={ids.passwordHint}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <span id={ids.passwordHint} className="hint staff-form__hint">
              {s.passwordHint(OPERATOR_PASSWORD_MIN)}
            </span>
          </div>
        </div>
        <FormErrors id={ids.errors} className="staff-form__errors" title={s.refusedTitle} errors={errors} />
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
