import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../lib/i18n.ts';

/** A short text the dialog asks for before the step can go ahead; the server holds it to the same bounds. */
export type AskedText = {
  label: string;
  /** Characters once trimmed. */
  min: number;
  max: number;
  tooShort: string;
  /** Who will read the text, shown in the empty box. */
  hint?: string | undefined;
  /** What the box starts with (the text in force, when it is being changed). */
  initial?: string | undefined;
};

/** What the server also requires of every reason (contract `reason`): 3 to 200 characters once trimmed. */
const REASON: AskedText = { label: t.actionDialog.reason, min: 3, max: 200, tooShort: t.actionDialog.reasonTooShort };

type ActionDialogProps = {
  title: string;
  children: ReactNode;
  /** Asks for "Lý do" (required), e.g. a rejected payment or an account lock. */
  askReason: boolean;
  /** Who will read the reason, shown in the empty box. */
  reasonHint?: string;
  /** Asks for another text than the reason (e.g. a maintenance message), with its own label and bounds. */
  askText?: AskedText;
  busy: boolean;
  onConfirm: (text: string | undefined) => void;
  onCancel: () => void;
};

/**
 * A step that needs a second look before it happens, as a native modal <dialog> like "Tin nhắn": the
 * page behind is inert, Escape or "Hủy" cancels, and focus goes back to the button that opened it.
 * Mounted for one step and dropped after it, so a new step never shows the last reason typed.
 */
export function ActionDialog({ title, children, askReason, reasonHint, askText, busy, onConfirm, onCancel }: ActionDialogProps) {
  const asked = askText ?? (askReason ? { ...REASON, hint: reasonHint } : null);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const [text, setText] = useState(asked?.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  // Read while rendering, before the dialog takes focus: the button that opened it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // showModal focuses the first control: the text box, or "Hủy" when only a confirmation is asked.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, [opener]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asked) return onConfirm(undefined);
    const trimmed = text.trim();
    if (trimmed.length < asked.min) return setError(asked.tooShort);
    onConfirm(trimmed);
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
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="message-dialog__title">
          {title}
        </h2>
        <div className="message-dialog__body action-dialog__body">
          {children}
          {asked ? (
            <div className="field">
              <label htmlFor={textId} className="field__label">
                {asked.label}
              </label>
              <textarea
                id={textId}
                className="field__input field__input--area"
                rows={3}
                maxLength={asked.max}
                required={asked.min > 0}
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                placeholder={asked.hint}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
              {error ? (
                <p id={errorId} className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="message-dialog__actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
            {t.actionDialog.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t.actionDialog.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
