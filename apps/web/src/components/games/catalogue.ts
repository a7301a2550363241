import { t } from '../../lib/i18n.ts';

/**
 * The game lobby as the home screens show it: categories (spec §1's offer) and the provider halls in
 * each. Providers are the spec's game accounts (SABA, EVO, JILI, AES, V8, TCG); tiles are drawn, not
 * copied logos. Launching a game is not built yet (spec: not shown).
 */
export type CategoryId = 'sports' | 'casino' | 'lottery' | 'slots' | 'fishing' | 'cards' | 'esports';
export type Provider = { id: string; name: string; tagline: string; hot?: boolean };
export type Category = { id: CategoryId; slug: string; label: string; shortLabel: string; providers: Provider[] };

const c = t.games.categories;
const p = t.providers;

export const CATEGORIES: readonly Category[] = [
  {
    id: 'sports',
    slug: 'the-thao',
    label: c.sports,
    shortLabel: c.sports,
    providers: [
      { id: 'saba-sports', name: 'SABA', tagline: p.saba, hot: true },
      { id: 'saba-virtual', name: 'SABA Ảo', tagline: p.virtual },
    ],
  },
  {
    id: 'casino',
    slug: 'casino',
    label: c.casino,
    shortLabel: t.nav.casinoShort,
    providers: [
      { id: 'evo-casino', name: 'EVO', tagline: p.evo, hot: true },
      { id: 'aes-casino', name: 'AES', tagline: p.aes },
    ],
  },
  {
    id: 'lottery',
    slug: 'xo-so',
    label: c.lottery,
    shortLabel: c.lottery,
    providers: [
      { id: 'tcg-lotto', name: 'TCG', tagline: p.lotto3, hot: true },
      { id: 'fast-lotto', name: 'Siêu Tốc', tagline: p.lottoFast },
    ],
  },
  {
    id: 'slots',
    slug: 'no-hu',
    label: c.slots,
    shortLabel: c.slots,
    providers: [
      { id: 'jili-slots', name: 'JILI', tagline: p.jiliSlots, hot: true },
      { id: 'v8-slots', name: 'V8', tagline: p.v8Slots },
    ],
  },
  {
    id: 'fishing',
    slug: 'ban-ca',
    label: c.fishing,
    shortLabel: c.fishing,
    providers: [
      { id: 'jili-fishing', name: 'JILI', tagline: p.jiliFish },
      { id: 'v8-fishing', name: 'V8', tagline: p.v8Fish },
    ],
  },
  {
    id: 'cards',
    slug: 'game-bai',
    label: c.cards,
    shortLabel: c.cards,
    providers: [
      { id: 'v8-cards', name: 'V8', tagline: p.v8Cards, hot: true },
      { id: 'aes-cards', name: 'AES', tagline: p.cardsClassic },
    ],
  },
  {
    id: 'esports',
    slug: 'e-sports',
    label: c.esports,
    shortLabel: c.esports,
    providers: [
      { id: 'saba-esports', name: 'SABA', tagline: p.esportsArena },
      { id: 'tcg-esports', name: 'TCG', tagline: p.esportsMobile },
    ],
  },
];

export type GameChoice = { category: CategoryId; provider: string; name: string };
