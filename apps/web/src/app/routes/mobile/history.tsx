import { HistoryPanel } from '../../../features/history/components/history-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Lịch sử giao dịch: a full-screen page, one card per transaction; members only. */
export default function MobileHistoryPage() {
  return (
    <MobileFlowPage title={t.member.transactionHistory}>
      <HistoryPanel variant="mobile" />
    </MobileFlowPage>
  );
}
