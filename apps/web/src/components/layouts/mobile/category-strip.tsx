import { GAME_CATEGORIES, type GameCategoryId } from '@app/domain';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { categoryPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { CategoryIcon } from '../../games/category-icon.tsx';
import './category-strip.css';

/** The phone's category menu on a lobby page: a row of links that scrolls sideways, the current one in view. */
export function CategoryStrip({ current }: { current: GameCategoryId }) {
  const listRef = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="m-catstrip" aria-label={t.nav.categoryMenu}>
      <ul ref={listRef} className="m-catstrip__list">
        {GAME_CATEGORIES.map((c) => (
          <li key={c.id}>
            <Link href={categoryPath(c.slug)} className="m-catstrip__link" aria-current={c.id === current ? 'page' : undefined}>
              <CategoryIcon id={c.id} size={20} />
              {c.id === 'casino' ? t.nav.casinoShort : c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
