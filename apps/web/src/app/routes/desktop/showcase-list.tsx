import { GAME_CATEGORIES, type GameCategoryId } from '@app/domain';
import { Link } from 'wouter';
import { CategoryIcon } from '../../../components/games/category-icon.tsx';
import { CategoryHalls, type Hall, type HallsState } from '../../../components/home/category-halls.tsx';
import { IconChevronRight } from '../../../components/ui/icons.tsx';
import { categoryPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';

type ShowcaseListProps = {
  state: HallsState;
  hallsOf: (category: { id: GameCategoryId; slug: string }) => Hall[];
  retry: () => void;
};

/**
 * The desktop home's showcase per category. Once the catalogue is in, the categories with games lead
 * and the empty ones ("Không có trò chơi") follow. The sections are new elements then (their key names
 * the state), not moved ones: swapping the placeholders for the real halls shifts nothing on screen.
 */
export function ShowcaseList({ state, hallsOf, retry }: ShowcaseListProps) {
  const hasGames = (category: (typeof GAME_CATEGORIES)[number]) => Number(hallsOf(category).length > 0);
  const categories = state === 'ready' ? [...GAME_CATEGORIES].sort((a, b) => hasGames(b) - hasGames(a)) : GAME_CATEGORIES;
  return categories.map((category) => (
    <section key={`${state}-${category.id}`} id={category.slug} className="d-showcase" aria-labelledby={`${category.slug}-title`}>
      <div className="d-section__head">
        <CategoryIcon id={category.id} size={26} />
        <h2 id={`${category.slug}-title`} className="d-section__title">
          {category.name}
        </h2>
        <Link href={categoryPath(category.slug)} className="d-showcase__all" aria-label={t.games.seeAllOf(category.name)}>
          {t.games.seeAll}
          <IconChevronRight size={18} />
        </Link>
      </div>
      <div className="d-grid">
        <CategoryHalls category={category} halls={hallsOf(category)} state={state} onRetry={retry} />
      </div>
    </section>
  ));
}
