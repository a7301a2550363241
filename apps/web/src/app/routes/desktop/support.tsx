import { SupportChannels } from '../../../components/support/support-channels.tsx';
import { t } from '../../../lib/i18n.ts';
import './desktop-pages.css';

export default function DesktopSupportPage() {
  return (
    <div className="d-container d-page d-narrow">
      <h1 className="d-section__title">{t.support.title}</h1>
      <p className="d-note">{t.support.lead}</p>
      <SupportChannels />
    </div>
  );
}
