import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { BankCardsPanel } from '../../../features/bank-cards/components/bank-cards-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Thẻ ngân hàng in the member centre; members only. */
export default function DesktopBankCardsPage() {
  return (
    <MemberCentreLayout title={t.member.bankCard}>
      <div className="member-centre__narrow">
        <BankCardsPanel />
      </div>
    </MemberCentreLayout>
  );
}
