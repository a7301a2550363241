import { GAME_CATEGORIES } from '@app/domain';
import { Link, useLocation } from 'wouter';
import { categoryPath, paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { CategoryIcon } from '../../games/category-icon.tsx';
import { IconGift, IconHome } from '../../ui/icons.tsx';

/** The category menu: each item opens that category's lobby (/sanh/<slug>). */
export function DesktopNav() {
  const [location] = useLocation();
  return (
    <nav className="d-nav" aria-label={t.nav.categoryMenu}>
      <ul className="d-container d-nav__list">
        <li>
          <Link href={paths.home} className="d-nav__link" aria-current={location === paths.home ? 'page' : undefined}>
            <IconHome size={20} />
            {t.nav.home}
          </Link>
        </li>
        {GAME_CATEGORIES.map((category) => {
          const href = categoryPath(category.slug);
          return (
            <li key={category.id}>
              <Link href={href} className="d-nav__link" aria-current={location === href ? 'page' : undefined}>
                <CategoryIcon id={category.id} size={20} />
                {category.id === 'casino' ? t.nav.casinoShort : category.name}
              </Link>
            </li>
          );
        })}
        <li>
          <Link href={paths.promotions} className="d-nav__link" aria-current={location === paths.promotions ? 'page' : undefined}>
            <IconGift size={20} />
            {t.nav.promotions}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
