import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { TransferPanel } from '../../../features/wallet/components/transfer-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Chuyển quỹ in the member centre; members only. */
export default function DesktopTransferPage() {
  return (
    <MemberCentreLayout title={t.wallet.transfer}>
      <div className="member-centre__narrow">
        <TransferPanel />
      </div>
    </MemberCentreLayout>
  );
}
