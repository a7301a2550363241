import type { GameCatalogue } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/**
 * POST /games/catalogue: the game page names its game from the catalogue the lobby also reads. Under
 * the shared key (lib/query-keys.ts), so arriving from the lobby it comes from the cache; a feature
 * imports no other feature, so the lobby's own file is not used here.
 */
export function getGameCatalogue(): Promise<GameCatalogue> {
  return apiCall('gameCatalogue');
}

export const gameCatalogueQueryOptions = queryOptions({
  queryKey: gameKeys.catalogue,
  queryFn: getGameCatalogue,
  staleTime: 60_000,
});

export function useGameCatalogue() {
  return useQuery(gameCatalogueQueryOptions);
}
