import { t } from '../../lib/i18n.ts';
import { QrCode } from '../qr/qr-code.tsx';
import { SiteQrLogo } from './site-qr-logo.tsx';
import { SITE_QR_LOGO, SITE_QR_QUIET_ZONE } from './site-qr-spec.ts';

/**
 * The QR code of the host the member is on (each brand's host gives its own code), error correction H so the
 * modules cleared for the logo are repaired by the scanner.
 */
export function SiteQrCode({ size }: { size: number }) {
  return (
    <QrCode
      value={location.origin}
      label={t.siteQr.codeLabel}
      size={size}
      errorCorrection="H"
      quietZone={SITE_QR_QUIET_ZONE}
      logo={{ ...SITE_QR_LOGO, children: <SiteQrLogo /> }}
    />
  );
}
