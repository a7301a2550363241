import type { GameView } from '@app/contract';
import type { GameCategoryId } from '@app/domain';
import { useCallback } from 'react';
import type { Hall, HallsState } from '../../components/home/category-halls.tsx';
import { categoryPath } from '../../config/paths.ts';
import { useGameCatalogue } from '../../lib/game-catalogue.ts';
import { categoryShowcase, firstCategoryWithGames } from '../../features/lobby/utils/lobby-view.ts';
import { t } from '../../lib/i18n.ts';

/** A hall's line: its games by name, the first two and how many more. */
function tagline(games: readonly GameView[]): string {
  const names = games.slice(0, 2).map((g) => g.name).join(', ');
  return games.length > 2 ? `${names} ${t.games.moreGames(games.length - 2)}` : names;
}

/**
 * The home screens' halls from the server's catalogue. The home paints without it (the banners, the
 * notice line and the category menu need nothing from the server); the halls fill in when it arrives.
 */
export function useCategoryHalls() {
  const catalogue = useGameCatalogue();
  const data = catalogue.data;
  const state: HallsState = catalogue.isPending ? 'loading' : data ? 'ready' : 'failed';
  const hallsOf = useCallback(
    (category: { id: GameCategoryId; slug: string }): Hall[] =>
      data
        ? categoryShowcase(data, category.id).map(({ provider, games, hot }) => ({
            code: provider.code,
            name: provider.name,
            tagline: tagline(games),
            href: categoryPath(category.slug, provider.code),
            hot,
            maintenance: provider.status === 'maintenance',
          }))
        : [],
    [data],
  );
  const { refetch } = catalogue;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, hallsOf, retry, firstWithGames: data ? firstCategoryWithGames(data) : null };
}
