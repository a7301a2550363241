import { MessengerQrCodes } from '../../../components/support/messenger-qr-codes.tsx';
import { SupportChannels } from '../../../components/support/support-channels.tsx';
import { CallbackPanel } from '../../../features/callbacks/components/callback-panel.tsx';
import { t } from '../../../lib/i18n.ts';
import './mobile-pages.css';

export default function MobileSupportPage() {
  return (
    <div className="m-support">
      <h1 className="m-title">{t.support.title}</h1>
      <p className="m-note">{t.support.lead}</p>
      <SupportChannels />
      <CallbackPanel />
      <MessengerQrCodes size={132} />
    </div>
  );
}
