import { t } from '../../lib/i18n.ts';
import type { DialogState } from '../../stores/app-store.ts';
import { Modal } from './modal.tsx';

/** Spec §8's message dialog: title "Tin nhắn", the message, one "Xác nhận" button. */
export function MessageDialog({ dialog, onClose }: { dialog: NonNullable<DialogState>; onClose: () => void }) {
  return (
    <Modal title={dialog.title ?? t.dialog.title} onClose={onClose}>
      <p className="modal__body">{dialog.message}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--gold" data-autofocus onClick={onClose}>
          {t.dialog.confirm}
        </button>
      </div>
    </Modal>
  );
}
