import { BankCardsPanel } from '../../../features/bank-cards/components/bank-cards-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MemberCentrePage } from './members-only.tsx';

/** Thẻ ngân hàng in the member centre; members only. */
export default function DesktopBankCardsPage() {
  return (
    <MemberCentrePage title={t.member.bankCard}>
      <div className="member-centre__narrow">
        <BankCardsPanel />
      </div>
    </MemberCentrePage>
  );
}
