import { QrCode } from '../qr/qr-code.tsx';
import { siteQrMessages } from './messages.ts';
import { SITE_QR_LOGO, SiteQrLogo } from './site-qr-logo.tsx';

/** D8: the two sizes of the site host's code, in CSS pixels, quiet zone included. */
export const SITE_QR_SIZES = { footer: 110, enlarged: 200 } as const;

/** D8: 10 CSS pixels of white on every side. */
export const SITE_QR_QUIET_ZONE = 10;

/**
 * The QR code of the host the member is on (each brand's host gives its own code), error correction H so the
 * modules cleared for the logo are repaired by the scanner.
 */
export function SiteQrCode({ size }: { size: number }) {
  return (
    <QrCode
      value={location.origin}
      label={siteQrMessages.codeLabel}
      size={size}
      errorCorrection="H"
      quietZone={SITE_QR_QUIET_ZONE}
      logo={{ ...SITE_QR_LOGO, children: <SiteQrLogo /> }}
    />
  );
}
