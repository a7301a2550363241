import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { BetHistoryPanel } from '../../../features/bet-history/components/bet-history-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Lịch sử cược in the member centre, as a table; members only. */
export default function DesktopBetHistoryPage() {
  return (
    <MemberCentreLayout title={t.member.betHistory}>
      <BetHistoryPanel variant="desktop" />
    </MemberCentreLayout>
  );
}
