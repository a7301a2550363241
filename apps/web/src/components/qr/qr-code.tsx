import { useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';
import { darkModulesPath } from './qr-path.ts';
import './qr.css';

/** The quiet zone the QR standard asks for: 4 light modules on every side. */
const QUIET_ZONE = 4;

type QrCodeProps = {
  /** The text the code carries, e.g. a VietQR payload. */
  value: string;
  /** The accessible name, e.g. 'Mã VietQR'. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** 'M' (15 % recoverable) suits payment codes: a smaller, easier to scan symbol than 'H'. */
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  /** Shown instead of the code when the value cannot be encoded (too long for any QR version). */
  fallback?: ReactNode;
};

/**
 * A QR code drawn as one SVG path of the dark modules on a white square: crisp at any size, no canvas,
 * no image request, nothing inline-styled (CSP).
 */
export function QrCode({ value, label, size = 220, errorCorrection = 'M', fallback = null }: QrCodeProps) {
  const symbol = useMemo(() => encodeSymbol(value, errorCorrection), [value, errorCorrection]);
  if (!symbol) return <>{fallback}</>;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}

function encodeSymbol(value: string, ecc: NonNullable<QrCodeProps['errorCorrection']>) {
  try {
    const { data, size } = encode(value, { ecc, border: QUIET_ZONE });
    return { size, path: darkModulesPath(data) };
  } catch {
    return null;
  }
}
