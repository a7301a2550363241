import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberBetRoundBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMemberBetRound = (body: MemberBetRoundBody) => operatorCall('memberBetRound', body);

/** One round's recall and fairness data (a round never changes once stored). */
export const memberBetRoundQueryOptions = (body: MemberBetRoundBody) =>
  queryOptions({ queryKey: ['members', 'bet-round', body.memberId, body.provider, body.roundId], queryFn: () => getMemberBetRound(body), staleTime: Infinity });

export const useMemberBetRound = (body: MemberBetRoundBody) => useQuery(memberBetRoundQueryOptions(body));
