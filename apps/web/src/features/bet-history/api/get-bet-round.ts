import type { BetRoundBody, BetRoundDetail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { betKeys } from '../../../lib/query-keys.ts';

/** POST /games/round: one of the member's rounds, its detail and its fairness data (the game recall). */
export function getBetRound(body: BetRoundBody): Promise<BetRoundDetail> {
  return apiCall('betRound', body);
}

/** A round never changes once played. */
export function betRoundQueryOptions(body: BetRoundBody) {
  return queryOptions({ queryKey: betKeys.round(body.provider, body.roundId), queryFn: () => getBetRound(body), staleTime: Infinity });
}

export function useBetRound(body: BetRoundBody) {
  return useQuery(betRoundQueryOptions(body));
}
