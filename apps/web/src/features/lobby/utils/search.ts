import type { GameCatalogue, GameView } from '@app/contract';
import { foldForSearch } from '@app/domain';

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
  // The query is folded once per keystroke: the domain's matchesSearch(haystack, query) would fold it
  // again for each of the catalogue's games. The rule is the same: every word, anywhere, any order.
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return index.filter((entry) => words.every((word) => entry.haystack.includes(word))).map((entry) => entry.game);
}
