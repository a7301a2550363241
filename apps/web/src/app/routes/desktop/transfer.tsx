import { TransferPanel } from '../../../features/wallet/components/transfer-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MemberCentrePage } from './members-only.tsx';

/** Chuyển quỹ in the member centre; members only. */
export default function DesktopTransferPage() {
  return (
    <MemberCentrePage title={t.wallet.transfer}>
      <div className="member-centre__narrow">
        <TransferPanel />
      </div>
    </MemberCentrePage>
  );
}
