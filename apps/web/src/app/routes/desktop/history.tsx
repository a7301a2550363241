import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { HistoryPanel } from '../../../features/history/components/history-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Lịch sử giao dịch in the member centre, as a table; members only. */
export default function DesktopHistoryPage() {
  return (
    <MemberCentreLayout title={t.member.transactionHistory}>
      <HistoryPanel variant="desktop" />
    </MemberCentreLayout>
  );
}
