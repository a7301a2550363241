import type { GameLaunchBody, GameLaunchResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** POST /games/launch { gameId }: a single-use URL (60 s) for the game page's frame. */
export function launchGame(body: GameLaunchBody): Promise<GameLaunchResponse> {
  return apiCall('gameLaunch', body);
}

export const launchGameMutationOptions = mutationOptions({ mutationKey: ['games', 'launch'], mutationFn: launchGame });

export function useLaunchGame({ onSuccess }: { onSuccess?: (answer: GameLaunchResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...launchGameMutationOptions,
    onSuccess: (answer) => {
      // The server records the play: the lobby's "Chơi gần đây" now starts with this game.
      void queryClient.invalidateQueries({ queryKey: gameKeys.mine });
      onSuccess?.(answer);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
