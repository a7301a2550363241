import { BetHistoryPanel } from '../../../features/bet-history/components/bet-history-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Lịch sử cược: a full-screen page, one card per round; members only. */
export default function MobileBetHistoryPage() {
  return (
    <MobileFlowPage title={t.member.betHistory}>
      <BetHistoryPanel variant="mobile" />
    </MobileFlowPage>
  );
}
