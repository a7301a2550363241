import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../lib/i18n.ts';

/** What the server also requires of every reason (contract `reason`): 3 to 200 characters once trimmed. */
const REASON_MIN = 3;
const REASON_MAX = 200;

type ActionDialogProps = {
  title: string;
  children: ReactNode;
  /** Asks for "Lý do" (required), e.g. a rejected payment or an account lock. */
  askReason: boolean;
  /** Who will read the reason, shown in the empty box. */
  reasonHint?: string;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
};

/**
 * A step that needs a second look before it happens, as a native modal <dialog> like "Tin nhắn": the
 * page behind is inert, Escape or "Hủy" cancels, and focus goes back to the button that opened it.
 * Mounted for one step and dropped after it, so a new step never shows the last reason typed.
 */
export function ActionDialog({ title, children, askReason, reasonHint, busy, onConfirm, onCancel }: ActionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Read while rendering, before the dialog takes focus: the button that opened it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // showModal focuses the first control: the "Lý do" box, or "Hủy" when only a confirmation is asked.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, [opener]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!askReason) return onConfirm(undefined);
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) return setError(t.actionDialog.reasonTooShort);
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
          {askReason ? (
            <div className="field">
              <label htmlFor={reasonId} className="field__label">
                {t.actionDialog.reason}
              </label>
              <textarea
                id={reasonId}
                className="field__input field__input--area"
                rows={3}
                maxLength={REASON_MAX}
                required
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                placeholder={reasonHint}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
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
