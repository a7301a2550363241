import { useSearch } from 'wouter';
import { DepositFlow } from '../../../features/deposit/components/deposit-flow.tsx';
import { readFlowPlace } from '../../../features/deposit/utils/flow-url.ts';
import { AreaMaintenance } from '../../../features/maintenance/components/area-maintenance.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Nạp tiền: a full-screen page with a back arrow and the step indicator (design brief); members only. */
export default function MobileDepositPage() {
  // A deposit already made is followed to its end: the window closes only new ones.
  const following = readFlowPlace(useSearch()) !== null;
  return (
    <MobileFlowPage title={t.wallet.deposit}>
      <AreaMaintenance area="DEPOSITS" skip={following}>
        <DepositFlow />
      </AreaMaintenance>
    </MobileFlowPage>
  );
}
