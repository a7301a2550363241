import { t } from '../../lib/i18n.ts';
import { Modal } from '../ui/modal.tsx';
import { SiteQrCode } from './site-qr-code.tsx';
import { SITE_QR_SIZES } from './site-qr-spec.ts';

/** The enlarged site code with the address in text; closes with "Đóng" or Escape (the modal's own handling). */
export function SiteQrDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={t.siteQr.dialogTitle} onClose={onClose}>
      <div className="site-qr-dialog__code">
        <SiteQrCode size={SITE_QR_SIZES.enlarged} />
      </div>
      <p className="site-qr-dialog__lead">{t.siteQr.dialogLead}</p>
      <p className="site-qr-dialog__address">{location.origin}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--gold" data-autofocus onClick={onClose}>
          {t.dialog.close}
        </button>
      </div>
    </Modal>
  );
}
