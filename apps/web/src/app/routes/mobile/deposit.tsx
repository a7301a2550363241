import { DepositFlow } from '../../../features/deposit/components/deposit-flow.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Nạp tiền: a full-screen page with a back arrow and the step indicator (design brief); members only. */
export default function MobileDepositPage() {
  return (
    <MobileFlowPage title={t.wallet.deposit}>
      <DepositFlow />
    </MobileFlowPage>
  );
}
