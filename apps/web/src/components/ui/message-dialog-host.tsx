import { t } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { Modal } from './modal.tsx';

/** Spec §8's message dialog: title "Tin nhắn", one "Xác nhận" button; it is the store's `dialog`. */
export function MessageDialogHost() {
  const dialog = useAppStore((s) => s.dialog);
  const closeDialog = useAppStore((s) => s.closeDialog);
  if (!dialog) return null;
  return (
    <Modal title={dialog.title ?? t.dialog.title} onClose={closeDialog}>
      <p className="modal__body">{dialog.message}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--gold" data-autofocus onClick={closeDialog}>
          {t.dialog.confirm}
        </button>
      </div>
    </Modal>
  );
}
