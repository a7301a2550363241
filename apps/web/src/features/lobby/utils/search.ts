import type { GameCatalogue, GameView } from '@app/contract';
import { foldForSearch, matchesSearch } from '@app/domain';

/** A game with the text search looks in, folded once per catalogue (not once per keystroke). */
export type SearchEntry = { game: GameView; haystack: string };

/** What a search as you type looks through: the game's name, its provider's name and its category's name. */
export function buildSearchIndex(catalogue: GameCatalogue): SearchEntry[] {
  const providerName = new Map(catalogue.providers.map((p) => [p.code, p.name]));
  const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.name]));
  return catalogue.games.map((game) => ({
    game,
    haystack: foldForSearch(`${game.name} ${providerName.get(game.provider) ?? game.provider} ${categoryName.get(game.category) ?? ''}`),
  }));
}

/**
 * The games whose text holds every word of the query, diacritics and case aside ("no hu" finds the Nổ hũ
 * games, "ban ca" finds "Bắn Cá Đại Dương"), in catalogue order. A blank query matches nothing: the page
 * shows its category instead.
 */
export function searchGames(index: readonly SearchEntry[], query: string): GameView[] {
  if (!foldForSearch(query)) return [];
  return index.filter((entry) => matchesSearch(entry.haystack, query)).map((entry) => entry.game);
}
