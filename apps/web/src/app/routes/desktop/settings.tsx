import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { ProtectionPanel } from '../../../features/protection/components/protection-panel.tsx';
import { t } from '../../../lib/i18n.ts';

/** Cài đặt in the member centre: the player-protection tools (D11); members only. */
export default function DesktopSettingsPage() {
  return (
    <MemberCentreLayout title={t.member.settings}>
      <div className="member-centre__narrow">
        <ProtectionPanel />
      </div>
    </MemberCentreLayout>
  );
}
