import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCatalogue } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const getGameCatalogue = () => operatorCall('gameCatalogue');

/** Every game and provider, hidden ones included, each with its own status (reading it is not audited). */
export const gameCatalogueQueryOptions = () => queryOptions({ queryKey: ['games', 'catalogue'], queryFn: getGameCatalogue });

export const useGameCatalogue = () => useQuery(gameCatalogueQueryOptions());

/**
 * What every catalogue change does with the server's word: its answer is the whole catalogue, which
 * replaces the cached one; a refusal (shown by the query client's one handler) reads it again, since
 * another operator may have changed it meanwhile.
 */
export function useCatalogueAnswer() {
  const queryClient = useQueryClient();
  const { queryKey } = gameCatalogueQueryOptions();
  return {
    onSuccess: (catalogue: GameCatalogue) => queryClient.setQueryData(queryKey, catalogue),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  };
}
