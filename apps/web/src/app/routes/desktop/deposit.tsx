import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { DepositFlow } from '../../../features/deposit/components/deposit-flow.tsx';
import { t } from '../../../lib/i18n.ts';

/** Nạp tiền in the member centre, beside Rút tiền and the rest of its menu; members only. */
export default function DesktopDepositPage() {
  return (
    <MemberCentreLayout title={t.wallet.deposit}>
      <div className="member-centre__narrow">
        <DepositFlow />
      </div>
    </MemberCentreLayout>
  );
}
