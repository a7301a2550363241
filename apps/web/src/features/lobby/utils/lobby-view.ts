import type { GameCatalogue, GameProviderView, GameView, MyGames } from '@app/contract';
import type { GameCategoryId } from '@app/domain';

/** The lobby's one filter: everything, the member's own lists, or one provider (by its code). */
export const FILTER_FAVOURITES = 'yeu-thich';
export const FILTER_RECENT = 'gan-day';
export type LobbyFilter = 'all' | typeof FILTER_FAVOURITES | typeof FILTER_RECENT | GameProviderView['code'];

export function gamesOfCategory(catalogue: GameCatalogue, category: GameCategoryId): GameView[] {
  return catalogue.games.filter((g) => g.category === category);
}

/** The providers that have games among these, in the catalogue's provider order (the chips after "Tất cả"). */
export function providersOf(catalogue: GameCatalogue, games: readonly GameView[]): GameProviderView[] {
  const present = new Set(games.map((g) => g.provider));
  return catalogue.providers.filter((p) => present.has(p.code));
}

/**
 * The filter as the URL gives it, if the page can apply it: the member's lists only with a session,
 * a provider only when it has games here; anything else is "all".
 */
export function parseFilter(value: string | null, providers: readonly GameProviderView[], member: boolean): LobbyFilter {
  if (!value) return 'all';
  if (value === FILTER_FAVOURITES || value === FILTER_RECENT) return member ? value : 'all';
  return providers.find((p) => p.code === value)?.code ?? 'all';
}

/**
 * The category's games the filter lets through: favourites in the order the member added them, recent
 * games newest first, a provider's games in the category's order.
 */
export function applyFilter(games: readonly GameView[], filter: LobbyFilter, mine: MyGames | undefined): GameView[] {
  if (filter === 'all') return [...games];
  if (filter === FILTER_FAVOURITES || filter === FILTER_RECENT) {
    const ids = (filter === FILTER_FAVOURITES ? mine?.favourites : mine?.recent) ?? [];
    const byId = new Map(games.map((g) => [g.id, g]));
    return ids.map((id) => byId.get(id)).filter((g): g is GameView => g !== undefined);
  }
  return games.filter((g) => g.provider === filter);
}

/** What a provider's showcase tile on the home screens says of its hall in one category. */
export type ProviderShowcase = {
  provider: GameProviderView;
  games: GameView[];
  hot: boolean;
};

/** The category's providers with their games, for the home screens' provider tiles. */
export function categoryShowcase(catalogue: GameCatalogue, category: GameCategoryId): ProviderShowcase[] {
  const games = gamesOfCategory(catalogue, category);
  return providersOf(catalogue, games).map((provider) => {
    const own = games.filter((g) => g.provider === provider.code);
    return { provider, games: own, hot: own.some((g) => g.tags.includes('hot')) };
  });
}

/** The first category (in menu order) that has a game, for the home's first tab. */
export function firstCategoryWithGames(catalogue: GameCatalogue): GameCategoryId | null {
  return catalogue.categories.find((c) => catalogue.games.some((g) => g.category === c.id))?.id ?? null;
}
