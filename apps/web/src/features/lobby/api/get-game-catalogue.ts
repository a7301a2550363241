import type { GameCatalogue } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** POST /games/catalogue (no session needed): categories, providers and every game members may see. */
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
