import type { GameCategoryId } from '@app/domain';
import { t } from '../../lib/i18n.ts';
import { CategoryIcon } from '../games/category-icon.tsx';
import { ProviderTile } from '../games/provider-tile.tsx';
import './category-halls.css';

/** One provider's hall in a category, as the home screens show it. */
export type Hall = { code: string; name: string; tagline: string; href: string; hot: boolean; maintenance: boolean };
export type HallsState = 'loading' | 'failed' | 'ready';

type CategoryHallsProps = {
  category: { id: GameCategoryId; name: string };
  halls: readonly Hall[];
  state: HallsState;
  onRetry: () => void;
};

/**
 * A category's provider halls on a home screen, from the server's catalogue: placeholders the size of
 * the tiles while it loads (nothing below jumps), then a tile per provider with games there, or the
 * spec's "no game" state for a category that has none yet.
 */
export function CategoryHalls({ category, halls, state, onRetry }: CategoryHallsProps) {
  if (state === 'loading') {
    return (
      <>
        <span className="visually-hidden">{t.games.loading}</span>
        <span className="hall-skeleton" aria-hidden="true" />
        <span className="hall-skeleton" aria-hidden="true" />
      </>
    );
  }
  if (state === 'failed') {
    return (
      <div className="hall-note" role="alert">
        <p>{t.games.loadFailed}</p>
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          {t.app.retry}
        </button>
      </div>
    );
  }
  if (halls.length === 0) {
    return (
      <div className="hall-note hall-note--empty">
        <CategoryIcon id={category.id} size={34} strokeWidth={1.4} />
        <p className="hall-note__title">{t.games.noGames}</p>
        <p className="hall-note__hint">{t.games.noGamesHint(category.name)}</p>
      </div>
    );
  }
  return halls.map((hall) => (
    <ProviderTile
      key={hall.code}
      category={category.id}
      categoryLabel={category.name}
      name={hall.name}
      tagline={hall.tagline}
      href={hall.href}
      hot={hall.hot}
      maintenance={hall.maintenance}
      size="large"
    />
  ));
}
