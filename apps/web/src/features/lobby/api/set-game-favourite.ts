import type { GameFavouriteBody, MyGames } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { withFavourite } from '../utils/my-games.ts';
import { myGamesQueryOptions } from './get-my-games.ts';

/** POST /games/favourite { gameId, favourite }: answers the member's lists as they now are. */
export function setGameFavourite(body: GameFavouriteBody): Promise<MyGames> {
  return apiCall('gameFavourite', body);
}

export const setGameFavouriteMutationOptions = mutationOptions({ mutationKey: ['games', 'favourite'], mutationFn: setGameFavourite });

/**
 * The heart toggle, optimistic: the heart changes at once and is put back if the server refuses.
 * Several toggles may be in flight (a quick member); each undoes only its own change on failure, and
 * the server's answer replaces the list only when it is the last one in flight, so an older answer
 * never overwrites a newer heart.
 */
export function useSetGameFavourite() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  const { queryKey } = myGamesQueryOptions(userId);
  return useMutation({
    ...setGameFavouriteMutationOptions,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (mine) => (mine ? withFavourite(mine, body.gameId, body.favourite) : mine));
    },
    onError: (error, body) => {
      queryClient.setQueryData(queryKey, (mine) => (mine ? withFavourite(mine, body.gameId, !body.favourite) : mine));
      showApiError(error);
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: setGameFavouriteMutationOptions.mutationKey }) <= 1) queryClient.setQueryData(queryKey, answer);
    },
  });
}
