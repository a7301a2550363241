import type { DepositChannel } from '@app/domain';
import type { ReactNode } from 'react';

/** A small drawn glyph per channel (our own drawings, not the banks' or wallets' logos). */
const GLYPHS: Record<DepositChannel, { tone: string; glyph: ReactNode }> = {
  ONLINE_BANKING: { tone: 'bank', glyph: <path d="M4 10l8-5 8 5M6 10v7M10 10v7M14 10v7M18 10v7M4 19h16" /> },
  BANK_TRANSFER: {
    tone: 'atm',
    glyph: (
      <>
        <rect x="3" y="6" width="18" height="12" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </>
    ),
  },
  VIETQR: {
    tone: 'qr',
    glyph: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v6h-4v-2M6.5 6.5h1v1h-1zM16.5 6.5h1v1h-1zM6.5 16.5h1v1h-1z" />,
  },
  MOMO: {
    tone: 'momo',
    glyph: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4" />
        <path d="M8 15V9l2 3 2-3v6M14 15V9l2 3 2-3" />
      </>
    ),
  },
  ZALOPAY: {
    tone: 'zalo',
    glyph: (
      <>
        <path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v8a2.5 2.5 0 01-2.5 2.5H10l-4 3v-3A2 2 0 014 15z" />
        <path d="M8.5 8.5h5l-5 5h5" />
      </>
    ),
  },
  VIETTELPAY: {
    tone: 'viettel',
    glyph: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M8.5 9l3.5 7 3.5-7" />
      </>
    ),
  },
  TOKEN: {
    tone: 'token',
    glyph: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M8 8.5h8M12 8.5v8M9 12c1.8.7 4.2.7 6 0" />
      </>
    ),
  },
};

export function ChannelIcon({ channel, size = 28 }: { channel: DepositChannel; size?: number }) {
  const { tone, glyph } = GLYPHS[channel];
  return (
    <span className={`deposit-channel-icon deposit-channel-icon--${tone}`} aria-hidden="true">
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {glyph}
      </svg>
    </span>
  );
}
