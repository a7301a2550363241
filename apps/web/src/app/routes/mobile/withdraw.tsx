import { AreaMaintenance } from '../../../features/maintenance/components/area-maintenance.tsx';
import { WithdrawalPanel } from '../../../features/withdrawal/components/withdrawal-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Rút tiền: a full-screen page with a back arrow; members only. */
export default function MobileWithdrawPage() {
  return (
    <MobileFlowPage title={t.wallet.withdraw}>
      <AreaMaintenance area="WITHDRAWALS">
        <WithdrawalPanel />
      </AreaMaintenance>
    </MobileFlowPage>
  );
}
