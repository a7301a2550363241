import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n.ts';

type ChoiceDialogProps = {
  title: string;
  question: string;
  label: string;
  options: { value: string; label: string }[];
  busy: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
};

/**
 * A step that needs one choice first (whom to pass a conversation to, the topic it closes with), as a
 * native modal <dialog> like the console's others: Escape or "Hủy" cancels, focus returns after.
 */
export function ChoiceDialog({ title, question, label, options, busy, onConfirm, onCancel }: ChoiceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const selectId = useId();
  const [value, setValue] = useState(options[0]?.value ?? '');
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, [opener]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onConfirm(value);
  };

  return (
    <dialog
      ref={ref}
      className="message-dialog action-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="message-dialog__title">
          {title}
        </h2>
        <div className="message-dialog__body action-dialog__body">
          <p>{question}</p>
          {options.length ? (
            <div className="field">
              <label htmlFor={selectId} className="field__label">
                {label}
              </label>
              <select id={selectId} className="field__input" value={value} onChange={(e) => setValue(e.target.value)}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <div className="message-dialog__actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
            {t.actionDialog.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !value} aria-busy={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t.actionDialog.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
