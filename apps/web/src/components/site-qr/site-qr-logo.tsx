import { brand } from '../../lib/brand.ts';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { SITE_QR_LOGO } from './site-qr-spec.ts';

/** "Rồng Vàng" → "RV": the first letter of each word, to fill the wide box beside the square mark. */
export function brandInitials(displayName: string): string {
  return displayName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('vi'))
    .join('');
}

/**
 * The brand's compact mark (a 20×20 square) and its initials, drawn in the 40×20 box; the brand's darkest
 * colour keeps the initials readable on the white the QR code is drawn on.
 */
export function SiteQrLogo() {
  return (
    <>
      <rect width={SITE_QR_LOGO.width} height={SITE_QR_LOGO.height} rx="3" fill="#fff" />
      <BrandLogo compact height={SITE_QR_LOGO.height} />
      <text
        x="30.5"
        y="14.2"
        textAnchor="middle"
        fill={brand.colors.accentText}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="11"
        fontWeight="800"
      >
        {brandInitials(brand.displayName)}
      </text>
    </>
  );
}
