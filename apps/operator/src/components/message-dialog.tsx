import { useEffect, useId, useRef } from 'react';
import { t } from '../lib/i18n.ts';
import { dismissMessage, useMessage } from '../lib/messages.ts';

/**
 * The "Tin nhắn" dialog (spec §8's wording), as a native modal <dialog>: the page behind is inert,
 * focus stays inside, Escape closes, and focus returns where it was.
 */
export function MessageDialogHost() {
  const message = useMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message !== null && !dialog.open) {
      dialog.showModal();
      confirmRef.current?.focus();
    }
    if (message === null && dialog.open) dialog.close();
  }, [message]);

  return (
    <dialog ref={ref} className="message-dialog" aria-labelledby={titleId} onClose={dismissMessage}>
      <h2 id={titleId} className="message-dialog__title">
        {t.dialog.title}
      </h2>
      <p className="message-dialog__body">{message}</p>
      <div className="message-dialog__actions">
        <button ref={confirmRef} type="button" className="button button--primary" onClick={dismissMessage}>
          {t.dialog.confirm}
        </button>
      </div>
    </dialog>
  );
}
