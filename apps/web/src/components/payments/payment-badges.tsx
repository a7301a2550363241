import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';
import './payments.css';

/** The payment channels of spec §1 as badges (drawn glyphs and names, not the wallets' own logos). */
const BADGES: { label: string; tone: string; glyph: ReactNode }[] = [
  { label: t.payments.bank, tone: '#4f8cff', glyph: <path d="M4 10l8-5 8 5M6 10v7M10 10v7M14 10v7M18 10v7M4 19h16" /> },
  { label: t.payments.atm, tone: '#f5c451', glyph: <><rect x="3" y="6" width="18" height="12" rx="2" /><path d="M3 10h18M7 15h4" /></> },
  { label: t.payments.qr, tone: '#e8edf5', glyph: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v6h-4v-2M6.5 6.5h1v1h-1zM16.5 6.5h1v1h-1zM6.5 16.5h1v1h-1z" /> },
  { label: t.payments.momo, tone: '#ff6fb5', glyph: <><rect x="4" y="4" width="16" height="16" rx="4" /><path d="M8 15V9l2 3 2-3v6M14 15V9l2 3 2-3" /></> },
  { label: t.payments.zalo, tone: '#4fb2ff', glyph: <><path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v8a2.5 2.5 0 01-2.5 2.5H10l-4 3v-3h0A2 2 0 014 15z" /><path d="M8.5 8.5h5l-5 5h5" /></> },
  { label: t.payments.viettel, tone: '#ff7a6b', glyph: <><circle cx="12" cy="12" r="8" /><path d="M8.5 9l3.5 7 3.5-7" /></> },
  { label: t.payments.token, tone: '#4ade9b', glyph: <><circle cx="12" cy="12" r="8" /><path d="M8 8.5h8M12 8.5v8M9 12c1.8.7 4.2.7 6 0" /></> },
];

export function PaymentBadges() {
  return (
    <ul className="payment-badges">
      {BADGES.map((badge) => (
        <li key={badge.label} className="payment-badge">
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke={badge.tone}
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {badge.glyph}
          </svg>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
