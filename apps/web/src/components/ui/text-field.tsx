import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';
import { IconEye, IconEyeOff } from './icons.tsx';
import './text-field.css';

export type FieldStatus = { tone: 'ok' | 'bad' | 'pending'; text: string } | null;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  hint?: ReactNode;
  /** A live answer shown beside the field, e.g. the account-existence check. */
  status?: FieldStatus;
  trailing?: ReactNode;
  /** The small header variant: the label is kept for assistive technology but not drawn. */
  compact?: boolean;
};

/** A labelled input; the label is the accessible name, hint and status describe it. */
export function TextField({ label, hint, status, trailing, compact, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const statusId = `${inputId}-status`;
  const describedBy = [status && !compact ? statusId : null, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${compact ? ' field--compact' : ''}`}>
      {compact ? (
        <label className="visually-hidden" htmlFor={inputId}>
          {label}
        </label>
      ) : (
        <div className="field__top">
          <label className="field__label" htmlFor={inputId}>
            {label}
          </label>
          <p
            id={statusId}
            className={`field__status${status ? ` field__status--${status.tone}` : ''}`}
            aria-live="polite"
          >
            {status?.text}
          </p>
        </div>
      )}
      <div className="field__control">
        <input
          id={inputId}
          className="field__input"
          aria-describedby={describedBy}
          aria-invalid={status?.tone === 'bad' ? true : undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? t.auth.hidePassword : t.auth.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
        </button>
      }
    />
  );
}
