import { ProtectionPanel } from '../../../features/protection/components/protection-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import { MemberCentrePage } from './members-only.tsx';

/** Cài đặt in the member centre: the player-protection tools (D11); members only. */
export default function DesktopSettingsPage() {
  return (
    <MemberCentrePage title={t.member.settings}>
      <div className="member-centre__narrow">
        <ProtectionPanel />
      </div>
    </MemberCentrePage>
  );
}
