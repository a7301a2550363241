import firstDeposit from '../../assets/banners/first-deposit.svg';
import rebate from '../../assets/banners/rebate.svg';
import weeklyVip from '../../assets/banners/weekly-vip.svg';
import './banner-art.css';

/**
 * Promotion banner backgrounds, drawn for this product as SVG files (images, not JS, so they cost the
 * first screen's script nothing). The copy is HTML over the left side; the art sits on the right and
 * survives cropping (object-position right).
 */
const ART = [firstDeposit, rebate, weeklyVip];

export function BannerArt({ kind, eager = false }: { kind: number; eager?: boolean }) {
  return (
    <img
      className="banner-art"
      src={ART[kind % ART.length]}
      width={1200}
      height={400}
      alt=""
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
}
