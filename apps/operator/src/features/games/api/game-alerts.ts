import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameAlertsBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const GAME_ALERTS_PAGE_SIZE = 20;
export type GameAlertFilter = NonNullable<GameAlertsBody['status']> | 'all';

export const getGameAlertsPage = (filter: GameAlertFilter, before: number | undefined) =>
  operatorCall('gameAlerts', {
    limit: GAME_ALERTS_PAGE_SIZE,
    ...(filter === 'all' ? {} : { status: filter }),
    ...(before === undefined ? {} : { before }),
  });

/** Newest alert first; "Xem thêm" asks for the ones older than the last shown (keyset by id). */
export const gameAlertsQueryOptions = (filter: GameAlertFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', 'alerts', filter],
    queryFn: ({ pageParam }) => getGameAlertsPage(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useGameAlerts = (filter: GameAlertFilter) => useInfiniteQuery(gameAlertsQueryOptions(filter));
