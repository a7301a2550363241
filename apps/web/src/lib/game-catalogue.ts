import type { GameCatalogue } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client.ts';
import { gameKeys } from './query-keys.ts';

/**
 * POST /games/catalogue (no session needed): categories, providers and every game members may see. The
 * lobby lists it and a game's page names its game from it: one query, so arriving from the lobby the game
 * page reads it from the cache.
 */
export function getGameCatalogue(): Promise<GameCatalogue> {
  return apiCall('gameCatalogue');
}

/** Changes only when an operator changes it; the server caches it too (games module, catalogue.ts). */
export const gameCatalogueQueryOptions = queryOptions({
  queryKey: gameKeys.catalogue,
  queryFn: getGameCatalogue,
  staleTime: 60_000,
});

export function useGameCatalogue() {
  return useQuery(gameCatalogueQueryOptions);
}
