import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { IconGift, IconHeadset, IconHome, IconUser, IconWallet } from '../../ui/icons.tsx';

type Tab = { href: string; label: string; Icon: ComponentType<{ size?: number }>; raised?: boolean };

const TABS: Tab[] = [
  { href: paths.home, label: t.nav.home, Icon: IconHome },
  { href: paths.promotions, label: t.nav.promotions, Icon: IconGift },
  { href: paths.deposit, label: t.nav.deposit, Icon: IconWallet, raised: true },
  { href: paths.support, label: t.nav.support, Icon: IconHeadset },
  { href: paths.account, label: t.nav.account, Icon: IconUser },
];

/** Bottom tab bar: Trang chủ, Khuyến mãi, Nạp tiền (raised centre), CSKH, Tài khoản. */
export function BottomTabs() {
  const [location] = useLocation();
  return (
    <nav className="m-tabs" aria-label={t.nav.tabBar}>
      <ul className="m-tabs__list">
        {TABS.map(({ href, label, Icon, raised }) => (
          <li key={href} className="m-tabs__item">
            <Link
              href={href}
              className={`m-tabs__link${raised ? ' m-tabs__link--raised' : ''}`}
              aria-current={location === href ? 'page' : undefined}
            >
              <span className="m-tabs__icon">
                <Icon size={raised ? 26 : 22} />
              </span>
              <span className="m-tabs__label">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
