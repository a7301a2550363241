import type { GameCatalogue, GameView } from '@app/contract';
import { GAME_CATEGORIES, GAME_PROVIDERS, GAME_TAGS } from '@app/domain';

/**
 * A made-up catalogue of `count` games over every category and provider, for benchmarks and tests of
 * the lobby at scale: mount `GameGrid` (components/game-grid.tsx) with `syntheticCatalogue(2000).games`,
 * or seed the lobby's query with the whole catalogue. Names carry Vietnamese diacritics, as real ones do,
 * so the search's folding is exercised too. Deterministic: the same count gives the same games.
 */
const WORDS = ['Rồng', 'Phượng', 'Kho Báu', 'Ngọc', 'Đại Dương', 'May Mắn', 'Thần Tài', 'Hũ Vàng', 'Sư Tử', 'Cá Vàng', 'Xúc Xắc', 'Bài Cào'];

/** Ordered as the server orders them: by category, then by position in it. */
export function syntheticGames(count: number): GameView[] {
  const categoryIndex = (game: GameView) => GAME_CATEGORIES.findIndex((c) => c.id === game.category);
  return Array.from({ length: count }, (_, i): GameView => {
    const category = GAME_CATEGORIES[i % GAME_CATEGORIES.length]!;
    const provider = GAME_PROVIDERS[Math.floor(i / GAME_CATEGORIES.length) % GAME_PROVIDERS.length]!;
    const tag = GAME_TAGS[i % 5];
    return {
      id: `thu-${i + 1}`,
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i + 1}`,
      category: category.id,
      provider: provider.code,
      walletKey: provider.walletKey,
      art: `generic-${category.id}`,
      tags: tag ? [tag] : [],
      status: i % 97 === 13 ? 'maintenance' : 'live',
      message: i % 97 === 13 ? 'Đang nâng cấp, vui lòng quay lại sau 30 phút.' : null,
      order: Math.floor(i / GAME_CATEGORIES.length),
    };
  }).sort((a, b) => categoryIndex(a) - categoryIndex(b) || a.order - b.order);
}

export function syntheticCatalogue(count: number): GameCatalogue {
  return {
    categories: GAME_CATEGORIES.map(({ id, slug, name }) => ({ id, slug, name })),
    providers: GAME_PROVIDERS.map(({ code, name, walletKey }) => ({ code, name, walletKey, status: 'live', message: null })),
    games: syntheticGames(count),
  };
}
