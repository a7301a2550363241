import { Link, useLocation, useSearch } from 'wouter';
import { HOME_SECTION_PARAM, homeSectionPath, paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { CATEGORIES } from '../../games/catalogue.ts';
import { CategoryIcon } from '../../games/category-icon.tsx';
import { IconGift, IconHome } from '../../ui/icons.tsx';

/** The category menu: each item opens that category's showcase on the home page. */
export function DesktopNav() {
  const [location] = useLocation();
  const search = useSearch();
  const current = new URLSearchParams(search).get(HOME_SECTION_PARAM);
  return (
    <nav className="d-nav" aria-label={t.nav.categoryMenu}>
      <ul className="d-container d-nav__list">
        <li>
          <Link href={paths.home} className="d-nav__link" aria-current={location === paths.home && !current ? 'page' : undefined}>
            <IconHome size={20} />
            {t.nav.home}
          </Link>
        </li>
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              href={homeSectionPath(category.slug)}
              className="d-nav__link"
              aria-current={location === paths.home && current === category.slug ? 'page' : undefined}
            >
              <CategoryIcon id={category.id} size={20} />
              {category.shortLabel}
            </Link>
          </li>
        ))}
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
