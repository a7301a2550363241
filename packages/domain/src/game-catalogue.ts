import type { GameWalletKey } from './wallets.ts';

/**
 * The game lobby's fixed frame (spec §1's offer): the seven categories and the game providers, each
 * mapped to the game account (spec §3 wallet key) its money sits in. The games themselves live in the
 * server's catalogue tables (seeded, managed by operators); these lists are what the seed and the
 * contract's enums are made from, so a category or a provider is named in one place.
 */
export const GAME_CATEGORIES = [
  { id: 'sports', slug: 'the-thao', name: 'Thể thao' },
  { id: 'casino', slug: 'casino', name: 'Casino trực tuyến' },
  { id: 'lottery', slug: 'xo-so', name: 'Xổ số' },
  { id: 'slots', slug: 'no-hu', name: 'Nổ hũ' },
  { id: 'fishing', slug: 'ban-ca', name: 'Bắn cá' },
  { id: 'cards', slug: 'game-bai', name: 'Game bài' },
  { id: 'esports', slug: 'e-sports', name: 'E-sports' },
] as const;
export type GameCategoryId = (typeof GAME_CATEGORIES)[number]['id'];
export const GAME_CATEGORY_IDS = GAME_CATEGORIES.map((c) => c.id) as [GameCategoryId, ...GameCategoryId[]];

/** One provider per game account: the provider holds the account's money while the member plays. */
export const GAME_PROVIDERS = [
  { code: 'SABA', name: 'SABA', walletKey: 'SB' },
  { code: 'EVO', name: 'EVO', walletKey: 'EG' },
  { code: 'AES', name: 'AES', walletKey: 'SEX' },
  { code: 'KUCSN', name: 'KU Casino', walletKey: 'KUCSN' },
  { code: 'JILI', name: 'JILI', walletKey: 'JL' },
  { code: 'V8', name: 'V8', walletKey: 'LCC' },
  { code: 'KULT', name: 'KU Xổ số', walletKey: 'KULT' },
  { code: 'TCG', name: 'TCG', walletKey: 'TCG_LOTTO_VN' },
] as const satisfies readonly { code: string; name: string; walletKey: GameWalletKey }[];
export type GameProviderCode = (typeof GAME_PROVIDERS)[number]['code'];
export const GAME_PROVIDER_CODES = GAME_PROVIDERS.map((p) => p.code) as [GameProviderCode, ...GameProviderCode[]];

export function providerWalletKey(code: GameProviderCode): GameWalletKey {
  return GAME_PROVIDERS.find((p) => p.code === code)!.walletKey;
}

/** Tags a tile may carry, with the words shown on it. */
export const GAME_TAGS = ['new', 'hot', 'jackpot'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const GAME_TAG_LABELS: Readonly<Record<GameTag, string>> = { new: 'Mới', hot: 'Hot', jackpot: 'Jackpot' };

/**
 * live: shown and playable; maintenance: shown greyed, launch refused with the operator's message;
 * hidden: not in the lobby at all. A provider's status covers all its games.
 */
export const GAME_STATUSES = ['live', 'maintenance', 'hidden'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How many recently played games a member's lobby keeps. */
export const RECENT_GAMES_MAX = 20;
export const FAVOURITE_GAMES_MAX = 200;

/**
 * Text folded for search as you type: "no hu" finds "Nổ hũ", "ban ca" finds "Bắn Cá", "đ" matches "d".
 * Lower case, diacritics and combining marks removed, spaces collapsed.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query appears in the folded haystack (any order). */
export function matchesSearch(foldedHaystack: string, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  return words.every((w) => foldedHaystack.includes(w));
}
