import type { GameCatalogue, GameView } from '@app/contract';
import { GAME_CATEGORIES, GAME_PROVIDERS } from '@app/domain';

/** The catalogue as the server ships it today (apps/server/src/modules/games/catalogue-seed.ts), for unit tests. */
const game = (id: string, name: string, category: GameView['category'], provider: GameView['provider'], tags: GameView['tags'], order: number): GameView => ({
  id,
  name,
  category,
  provider,
  walletKey: GAME_PROVIDERS.find((p) => p.code === provider)!.walletKey,
  art: id,
  tags,
  status: 'live',
  message: null,
  order,
});

export function shippedCatalogue(): GameCatalogue {
  return {
    categories: GAME_CATEGORIES.map(({ id, slug, name }) => ({ id, slug, name })),
    providers: GAME_PROVIDERS.map(({ code, name, walletKey }) => ({ code, name, walletKey, status: 'live', message: null })),
    games: [
      game('the-thao', 'Thể thao SABA', 'sports', 'SABA', ['hot'], 0),
      game('e-sports', 'E-sports SABA', 'esports', 'SABA', [], 0),
      game('kho-bau-rong', 'Kho Báu Rồng', 'slots', 'JILI', ['hot'], 0),
      game('ngoc-bich-may-man', 'Ngọc Bích May Mắn', 'slots', 'V8', ['new'], 1),
      game('ban-ca-dai-duong', 'Bắn Cá Đại Dương', 'fishing', 'JILI', ['hot'], 0),
      game('tai-xiu', 'Tài Xỉu', 'cards', 'V8', ['new'], 0),
      game('xo-so-sieu-toc-1', 'Xổ số siêu tốc 1 phút', 'lottery', 'KULT', ['hot'], 0),
      game('xo-so-mien-bac', 'Xổ số miền Bắc 18:15', 'lottery', 'TCG', [], 1),
      game('xo-so-sieu-toc-3', 'Xổ số siêu tốc 3 phút', 'lottery', 'TCG', ['new'], 2),
      game('baccarat-ban-1', 'Baccarat Bàn 1', 'casino', 'EVO', ['new'], 0),
      game('xo-so-sieu-toc-5', 'Xổ số siêu tốc 5 phút', 'lottery', 'KULT', [], 3),
      game('xoc-dia-ban-1', 'Xóc Đĩa Bàn 1', 'casino', 'AES', ['new'], 1),
    ],
  };
}
