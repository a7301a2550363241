import { GAME_CATEGORIES, GAME_PROVIDERS, type GameCategoryId, type GameProviderCode, type GameTag } from '@app/domain';
import type { Database } from '../../db/database.ts';

/** A game the product ships: played by the sandbox provider's engines (issue 9). */
export type ShippedGame = {
  id: string;
  name: string;
  category: GameCategoryId;
  provider: GameProviderCode;
  art: string;
  tags: GameTag[];
  engine: string;
};

export const SHIPPED_GAMES: readonly ShippedGame[] = [
  { id: 'the-thao', name: 'Thể thao SABA', category: 'sports', provider: 'SABA', art: 'the-thao', tags: ['hot'], engine: 'sportsbook:football' },
  { id: 'e-sports', name: 'E-sports SABA', category: 'esports', provider: 'SABA', art: 'e-sports', tags: [], engine: 'sportsbook:esports' },
  { id: 'kho-bau-rong', name: 'Kho Báu Rồng', category: 'slots', provider: 'JILI', art: 'kho-bau-rong', tags: ['hot'], engine: 'slot:kho-bau-rong' },
  { id: 'ngoc-bich-may-man', name: 'Ngọc Bích May Mắn', category: 'slots', provider: 'V8', art: 'ngoc-bich-may-man', tags: ['new'], engine: 'slot:ngoc-bich-may-man' },
  { id: 'ban-ca-dai-duong', name: 'Bắn Cá Đại Dương', category: 'fishing', provider: 'JILI', art: 'ban-ca-dai-duong', tags: ['hot'], engine: 'fishing:dai-duong-vang' },
  { id: 'tai-xiu', name: 'Tài Xỉu', category: 'cards', provider: 'V8', art: 'tai-xiu', tags: ['new'], engine: 'tai-xiu:tai-xiu' },
  { id: 'xo-so-sieu-toc-1', name: 'Xổ số siêu tốc 1 phút', category: 'lottery', provider: 'KULT', art: 'xo-so-sieu-toc-1', tags: ['hot'], engine: 'lottery:sieu-toc-1' },
  { id: 'xo-so-mien-bac', name: 'Xổ số miền Bắc 18:15', category: 'lottery', provider: 'TCG', art: 'xo-so-mien-bac', tags: [], engine: 'lottery:mien-bac' },
  { id: 'xo-so-sieu-toc-3', name: 'Xổ số siêu tốc 3 phút', category: 'lottery', provider: 'TCG', art: 'xo-so-sieu-toc-3', tags: ['new'], engine: 'lottery:sieu-toc-3' },
  { id: 'baccarat-ban-1', name: 'Baccarat Bàn 1', category: 'casino', provider: 'EVO', art: 'baccarat-ban-1', tags: ['new'], engine: 'baccarat:ban-1' },
  { id: 'xoc-dia-ban-1', name: 'Xóc Đĩa Bàn 1', category: 'casino', provider: 'AES', art: 'xoc-dia-ban-1', tags: ['new'], engine: 'xoc-dia:ban-1' },
  { id: 'xo-so-sieu-toc-5', name: 'Xổ số siêu tốc 5 phút', category: 'lottery', provider: 'KULT', art: 'xo-so-sieu-toc-5', tags: [], engine: 'lottery:sieu-toc-5' },
];

/**
 * Makes sure the product's own categories, providers and games exist: inserts what is missing and
 * leaves every existing row as it is (an operator may have hidden, paused or reordered it). Runs at
 * every start-up, on every instance at once: `on conflict do nothing` makes that safe.
 */
export async function ensureCatalogue(db: Database): Promise<void> {
  await db.db
    .insertInto('game_categories')
    .values(GAME_CATEGORIES.map((c, i) => ({ id: c.id, slug: c.slug, name: c.name, sort_order: i })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.db
    .insertInto('game_providers')
    .values(GAME_PROVIDERS.map((p, i) => ({ code: p.code, name: p.name, wallet_key: p.walletKey, sort_order: i })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.db
    .insertInto('games')
    .values(
      SHIPPED_GAMES.map((g) => ({
        id: g.id,
        provider_code: g.provider,
        category_id: g.category,
        name: g.name,
        art: g.art,
        tags: JSON.stringify(g.tags),
        engine: g.engine,
        sort_order: SHIPPED_GAMES.filter((o) => o.category === g.category).indexOf(g),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
