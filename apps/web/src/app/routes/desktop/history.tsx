import { HistoryPanel } from '../../../features/history/components/history-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MemberCentrePage } from './members-only.tsx';

/** Lịch sử giao dịch in the member centre, as a table; members only. */
export default function DesktopHistoryPage() {
  return (
    <MemberCentrePage title={t.member.transactionHistory}>
      <HistoryPanel variant="desktop" />
    </MemberCentrePage>
  );
}
