import { Modal } from '../../../components/ui/modal.tsx';
import { t } from '../../../lib/i18n.ts';
import { protectionText as text } from '../../../lib/i18n/protection.ts';

type ExclusionConfirmDialogProps = { choice: string; onConfirm: () => void; onCancel: () => void };

/** The last word before a lock that cannot be lifted early; "Hủy" has the focus so Enter does no harm. */
export function ExclusionConfirmDialog({ choice, onConfirm, onCancel }: ExclusionConfirmDialogProps) {
  return (
    <Modal title={text.exclusion.confirmTitle} onClose={onCancel}>
      <p className="modal__body">
        <strong>{text.exclusion.confirmChoice(choice)}</strong>
      </p>
      <p className="modal__body protection__confirm-body">{text.exclusion.confirmBody}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--quiet" data-autofocus onClick={onCancel}>
          {t.dialog.cancel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {t.dialog.confirm}
        </button>
      </div>
    </Modal>
  );
}
