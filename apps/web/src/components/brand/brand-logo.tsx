import { brand } from '../../lib/brand.ts';
import { LamNgocLogo } from './lam-ngoc-logo.tsx';
import { RongVangLogo } from './rong-vang-logo.tsx';

/** The current brand's logo (D2); `compact` shows the mark alone. */
export function BrandLogo(props: { compact?: boolean; height?: number }) {
  return brand.id === 'lam-ngoc' ? <LamNgocLogo {...props} /> : <RongVangLogo {...props} />;
}
