import { BankCardsPanel } from '../../../features/bank-cards/components/bank-cards-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Thẻ ngân hàng: a full-screen page with the bound cards and "Thêm thẻ"; members only. */
export default function MobileBankCardsPage() {
  return (
    <MobileFlowPage title={t.member.bankCard}>
      <BankCardsPanel />
    </MobileFlowPage>
  );
}
