import { WithdrawalPanel } from '../../../features/withdrawal/components/withdrawal-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MemberCentrePage } from './members-only.tsx';

/** Rút tiền in the member centre; members only. */
export default function DesktopWithdrawPage() {
  return (
    <MemberCentrePage title={t.wallet.withdraw}>
      <div className="member-centre__narrow">
        <WithdrawalPanel />
      </div>
    </MemberCentrePage>
  );
}
