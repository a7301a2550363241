import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const BETS_PAGE_SIZE = 20;

export const getMemberBetsPage = (memberId: string, cursor: string | undefined) =>
  operatorCall('memberBets', { memberId, limit: BETS_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) });

/** The member's rounds, newest first, with the totals over all of them; "Tải thêm" follows the keyset cursor. */
export const memberBetsQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: ['members', 'bets', memberId],
    queryFn: ({ pageParam }) => getMemberBetsPage(memberId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMemberBets = (memberId: string) => useInfiniteQuery(memberBetsQueryOptions(memberId));
