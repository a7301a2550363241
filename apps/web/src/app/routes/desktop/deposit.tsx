import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { useSearch } from 'wouter';
import { DepositFlow } from '../../../features/deposit/components/deposit-flow.tsx';
import { readFlowPlace } from '../../../features/deposit/utils/flow-url.ts';
import { AreaMaintenance } from '../../../features/maintenance/components/area-maintenance.tsx';
import { t } from '../../../lib/i18n.ts';

/** Nạp tiền in the member centre, beside Rút tiền and the rest of its menu; members only. */
export default function DesktopDepositPage() {
  // A deposit already made is followed to its end: the window closes only new ones.
  const following = readFlowPlace(useSearch()) !== null;
  return (
    <MemberCentreLayout title={t.wallet.deposit}>
      <div className="member-centre__narrow">
        <AreaMaintenance area="DEPOSITS" skip={following}>
          <DepositFlow />
        </AreaMaintenance>
      </div>
    </MemberCentreLayout>
  );
}
