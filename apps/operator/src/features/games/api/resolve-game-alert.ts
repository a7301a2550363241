import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameAlertResolveBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { gameAlertsQueryOptions } from './game-alerts.ts';

/** Marks one alert looked into, with the operator's note; every alert list is read again (its filters move it). */
export const resolveGameAlert = (body: GameAlertResolveBody) => operatorCall('gameAlertResolve', body);

export function useResolveGameAlert() {
  const queryClient = useQueryClient();
  // The key shared by every filter's list: ['games', 'alerts'].
  const listsKey = gameAlertsQueryOptions('all').queryKey.slice(0, 2);
  return useMutation({
    mutationFn: resolveGameAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
