import { ProtectionPanel } from '../../../features/protection/components/protection-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Cài đặt: a full-screen page with the player-protection tools (D11); members only. */
export default function MobileSettingsPage() {
  return (
    <MobileFlowPage title={t.member.settings}>
      <ProtectionPanel />
    </MobileFlowPage>
  );
}
