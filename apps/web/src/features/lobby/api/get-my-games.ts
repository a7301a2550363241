import type { MyGames } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /games/mine: the member's favourites (in the order added) and recent games (newest first). */
export function getMyGames(): Promise<MyGames> {
  return apiCall('myGames');
}

export function myGamesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: gameKeys.mineOf(userId),
    queryFn: getMyGames,
  });
}

/** Visitors have no games of their own: the query waits for a session. */
export function useMyGames() {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...myGamesQueryOptions(userId), enabled: userId !== '' });
}
