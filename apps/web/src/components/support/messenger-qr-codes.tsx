import { brand } from '../../lib/brand.ts';
import { messengerQrText as text } from '../../lib/i18n/support-page.ts';
import { QrCode } from '../qr/qr-code.tsx';
import './messenger-qr-codes.css';

/** The messaging apps whose link the page also shows as a QR code (spec §2's "scan-to-pay image for a messaging app"). */
const WITH_QR = new Set(['zalo', 'telegram']);

/**
 * The brand's Zalo and Telegram links as QR codes (D2: each brand its own accounts), for a member on a
 * computer to open the chat on their phone, or on a phone to save; each with its link beside it.
 */
export function MessengerQrCodes({ size = 148 }: { size?: number }) {
  const messengers = brand.support.messengers.filter((m) => WITH_QR.has(m.kind));
  if (messengers.length === 0) return null;
  return (
    <section className="messenger-qr" aria-labelledby="messenger-qr-title">
      <h2 id="messenger-qr-title" className="messenger-qr__title">
        {text.title}
      </h2>
      <p className="messenger-qr__lead">{text.lead}</p>
      <ul className="messenger-qr__list">
        {messengers.map((m) => (
          <li key={m.kind} className="messenger-qr__item">
            <QrCode value={m.url} label={text.qrLabel(m.name)} size={size} errorCorrection="M" />
            <a className="messenger-qr__link" href={m.url} target="_blank" rel="noopener noreferrer">
              {text.open(m.name)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
