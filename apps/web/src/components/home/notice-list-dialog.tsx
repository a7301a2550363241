import { t } from '../../lib/i18n.ts';
import { Modal } from '../ui/modal.tsx';

export function NoticeListDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={t.home.notice} onClose={onClose} closeLabel={t.dialog.close}>
      <ul className="notice__list">
        {t.home.notices.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="btn btn--gold" onClick={onClose}>
          {t.dialog.confirm}
        </button>
      </div>
    </Modal>
  );
}
