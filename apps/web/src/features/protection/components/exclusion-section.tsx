import { EXCLUSION_OPTIONS } from '@app/contract/constants';
import { formatDateTimeWithYear } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { endSession } from '../../../lib/session.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useExclude } from '../api/exclude.ts';
import { exclusionLabel } from '../utils/labels.ts';
import { ExclusionConfirmDialog } from './exclusion-confirm-dialog.tsx';

type Errors = { option?: string; password?: string };

/**
 * "Tạm khóa tài khoản": a time-out or a self-exclusion, confirmed with the password and once more in a
 * dialog because it cannot be undone. The server ends every session of the member, so this tab only
 * clears its own (no logout call: the tokens are already revoked) and says until when.
 */
export function ExclusionSection() {
  const id = useId();
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const excludeCall = useExclude({
    onSuccess: (settings) => {
      navigate(paths.home, { replace: true });
      endSession();
      const until = settings.exclusion ? formatDateTimeWithYear(settings.exclusion.until) : null;
      useAppStore.getState().showDialog(until ? text.exclusion.done(until) : text.exclusion.doneNoTime);
    },
  });
  const option = choice === null ? undefined : EXCLUSION_OPTIONS[choice];
  const busy = excludeCall.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      ...(option ? {} : { option: text.exclusion.chooseRequired }),
      ...(password ? {} : { password: text.exclusion.passwordRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  function confirm() {
    if (!option) return;
    setConfirming(false);
    excludeCall.mutate({ kind: option.kind, days: option.days, password });
  }

  return (
    <>
      <form className="protection__card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="protection__title">
          {text.exclusion.heading}
        </h3>
        <p className="protection__explain">{text.exclusion.explain}</p>
        <fieldset
          className="protection__options"
          aria-labelledby={`${id}-legend`}
          aria-describedby={errors.option ? `${id}-option-error` : undefined}
          disabled={busy}
        >
          <legend id={`${id}-legend`} className="field__label">
            {text.exclusion.choose}
          </legend>
          {EXCLUSION_OPTIONS.map((item, index) => (
            <label key={`${item.kind}-${item.days}`} className={`protection__option${choice === index ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name={`${id}-option`}
                value={index}
                checked={choice === index}
                onChange={() => {
                  setChoice(index);
                  setErrors((prev) => ({ ...prev, option: undefined }));
                }}
              />
              <span>{exclusionLabel(item)}</span>
            </label>
          ))}
          {errors.option ? (
            <p id={`${id}-option-error`} className="protection__error">
              {errors.option}
            </p>
          ) : null}
        </fieldset>
        <PasswordField
          label={text.exclusion.password}
          autoComplete="current-password"
          placeholder={text.exclusion.passwordPlaceholder}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((prev) => ({ ...prev, password: undefined }));
          }}
          status={errors.password ? { tone: 'bad', text: errors.password } : null}
          disabled={busy}
        />
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {text.exclusion.submit}
        </button>
      </form>
      {confirming && option ? (
        <ExclusionConfirmDialog choice={exclusionLabel(option)} onConfirm={confirm} onCancel={() => setConfirming(false)} />
      ) : null}
    </>
  );
}
