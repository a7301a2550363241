import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { AreaMaintenance } from '../../../features/maintenance/components/area-maintenance.tsx';
import { WithdrawalPanel } from '../../../features/withdrawal/components/withdrawal-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Rút tiền in the member centre; members only. */
export default function DesktopWithdrawPage() {
  return (
    <MemberCentreLayout title={t.wallet.withdraw}>
      <div className="member-centre__narrow">
        <AreaMaintenance area="WITHDRAWALS">
          <WithdrawalPanel />
        </AreaMaintenance>
      </div>
    </MemberCentreLayout>
  );
}
