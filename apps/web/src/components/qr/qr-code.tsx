import { useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';
import { layoutQr, type QrLayout } from './qr-layout.ts';
import { darkModulesPath } from './qr-path.ts';
import './qr.css';

/** A picture drawn over the centre of the code, on modules cleared for it. */
export type QrLogo = {
  /** The box in CSS pixels at the drawn size (D8: 40 by 20 for the site host's code). */
  width: number;
  height: number;
  /** SVG content drawn in a `0 0 width height` coordinate system. */
  children: ReactNode;
};

type QrCodeProps = {
  /** The text the code carries, e.g. a VietQR payload. */
  value: string;
  /** The accessible name, e.g. 'Mã VietQR'. */
  label: string;
  /** Width and height in CSS pixels, quiet zone included. */
  size?: number;
  /** 'M' (15 % recoverable) suits payment codes: a smaller, easier to scan symbol than 'H'. */
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  /** The white margin in CSS pixels; without it, the standard 4 modules. */
  quietZone?: number;
  /** A centred logo: the modules under it are cleared, so pair it with error correction 'H'. */
  logo?: QrLogo;
  /** Shown instead of the code when the value cannot be encoded (too long for any QR version). */
  fallback?: ReactNode;
};

/**
 * A QR code drawn as one SVG path of the dark modules on a white square: crisp at any size, no canvas,
 * no image request, nothing inline-styled (CSP).
 */
export function QrCode({ value, label, size = 220, errorCorrection = 'M', quietZone, logo, fallback = null }: QrCodeProps) {
  const symbol = useMemo(() => encodeSymbol(value, errorCorrection), [value, errorCorrection]);
  const logoWidth = logo?.width;
  const logoHeight = logo?.height;
  const layout = useMemo(() => {
    if (!symbol) return null;
    const box = logoWidth && logoHeight ? { width: logoWidth, height: logoHeight } : undefined;
    return layoutQr(symbol, { size, quietZone, logo: box });
  }, [symbol, size, quietZone, logoWidth, logoHeight]);
  if (!layout) return <>{fallback}</>;
  const { viewBox } = layout;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      shapeRendering="crispEdges"
    >
      <rect x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} fill="#fff" />
      <path d={darkModulesPath(layout.modules)} fill="#000" />
      {logo ? <LogoBox layout={layout} logo={logo} /> : null}
    </svg>
  );
}

/** The logo scaled into its box (module units); drawn smoothly, unlike the modules' crisp edges. */
function LogoBox({ layout: { logoBox }, logo }: { layout: QrLayout; logo: QrLogo }) {
  if (!logoBox) return null;
  return (
    <svg
      className="qr-code__logo"
      x={logoBox.x}
      y={logoBox.y}
      width={logoBox.width}
      height={logoBox.height}
      viewBox={`0 0 ${logo.width} ${logo.height}`}
      shapeRendering="geometricPrecision"
      aria-hidden="true"
    >
      {logo.children}
    </svg>
  );
}

/** The bare symbol (no border): the quiet zone is laid out around it in pixels or modules. */
function encodeSymbol(value: string, ecc: NonNullable<QrCodeProps['errorCorrection']>) {
  try {
    return encode(value, { ecc, border: 0 }).data;
  } catch {
    return null;
  }
}
