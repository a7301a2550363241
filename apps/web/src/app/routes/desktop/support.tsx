import { MessengerQrCodes } from '../../../components/support/messenger-qr-codes.tsx';
import { SupportChannels } from '../../../components/support/support-channels.tsx';
import { CallbackPanel } from '../../../features/callbacks/components/callback-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import './desktop-pages.css';

/** The channels and the messaging apps' QR codes on the left, "Gọi lại cho tôi" on the right. */
export default function DesktopSupportPage() {
  return (
    <div className="d-container d-page d-support">
      <h1 className="d-section__title">{t.support.title}</h1>
      <p className="d-note">{t.support.lead}</p>
      <div className="d-support__columns">
        <div className="d-support__channels">
          <SupportChannels />
          <MessengerQrCodes />
        </div>
        <CallbackPanel />
      </div>
    </div>
  );
}
