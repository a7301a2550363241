import type { GameCatalogue, GameView } from '@app/contract';
import { GAME_STATUSES, type GameCategoryId, type GameProviderCode, type GameStatus, type GameTag, type WalletKey } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { categoryRows, gameRows, providerRows } from './repository.ts';

/** hidden is stricter than maintenance, which is stricter than live. */
function stricter(a: GameStatus, b: GameStatus): GameStatus {
  return GAME_STATUSES.indexOf(a) >= GAME_STATUSES.indexOf(b) ? a : b;
}

/**
 * The whole catalogue with each game's status as a member meets it: its own or its provider's,
 * whichever is stricter, and the message that goes with it. Hidden games and providers stay in the
 * operator's view and are dropped from the members'.
 */
export async function readCatalogue(db: Database, audience: 'members' | 'operators'): Promise<GameCatalogue> {
  const [categories, providers, games] = await Promise.all([categoryRows(db), providerRows(db), gameRows(db)]);
  const providerByCode = new Map(providers.map((p) => [p.code, p]));
  const gameViews: GameView[] = [];
  for (const g of games) {
    const provider = providerByCode.get(g.provider_code)!;
    const status = audience === 'members' ? stricter(g.status, provider.status) : g.status;
    if (audience === 'members' && status === 'hidden') continue;
    const message = audience === 'members' && g.status !== 'maintenance' && provider.status === 'maintenance' ? provider.message : g.message;
    gameViews.push({
      id: g.id,
      name: g.name,
      category: g.category_id as GameCategoryId,
      provider: g.provider_code as GameProviderCode,
      walletKey: provider.wallet_key as WalletKey,
      art: g.art,
      tags: JSON.parse(g.tags) as GameTag[],
      status,
      message: status === 'maintenance' ? message : null,
      order: g.sort_order,
    });
  }
  return {
    categories: categories.map((c) => ({ id: c.id as GameCategoryId, slug: c.slug, name: c.name })),
    providers: providers
      .filter((p) => audience === 'operators' || p.status !== 'hidden')
      .map((p) => ({ code: p.code as GameProviderCode, name: p.name, walletKey: p.wallet_key as WalletKey, status: p.status, message: p.message })),
    games: gameViews,
  };
}

/**
 * The members' catalogue is read on every lobby visit and changes only when an operator changes it:
 * each instance keeps it for CACHE_MS. A change made on this instance is seen at once; one made on
 * another instance within CACHE_MS.
 */
const CACHE_MS = 2_000;

export function createCatalogueCache(db: Database, now: () => number) {
  let cached: { at: number; value: Promise<GameCatalogue> } | null = null;
  return {
    get(): Promise<GameCatalogue> {
      if (!cached || now() - cached.at > CACHE_MS) {
        const value = readCatalogue(db, 'members');
        cached = { at: now(), value };
        // A failed read is not kept: the next visitor asks the database again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
  };
}
