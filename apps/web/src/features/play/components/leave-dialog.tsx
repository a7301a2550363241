import { Modal } from '../../../components/ui/modal.tsx';
import { t } from '../../../lib/i18n.ts';
import { playText as text } from '../../../lib/i18n/play.ts';

type LeaveDialogProps = {
  walletName: string;
  amount: number;
  recalling: boolean;
  onRecall: () => void;
  onStay: () => void;
  /** Escape or the close button: neither choice, the member goes on playing. */
  onCancel: () => void;
};

/** Leaving with money in the game's account: all of it back to TK Chính, or leave it there. */
export function LeaveDialog({ walletName, amount, recalling, onRecall, onStay, onCancel }: LeaveDialogProps) {
  return (
    <Modal title={text.leaveTitle} onClose={onCancel} closeLabel={t.dialog.close}>
      <p className="modal__body">{text.leaveText(walletName, amount)}</p>
      <div className="modal__actions play-leave__actions">
        <button type="button" className="btn btn--outline" onClick={onStay} disabled={recalling}>
          {text.stay}
        </button>
        <button type="button" className="btn btn--gold" data-autofocus onClick={onRecall} disabled={recalling} aria-busy={recalling}>
          {recalling ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {text.recall}
        </button>
      </div>
    </Modal>
  );
}
