import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MemberBetsBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const BETS_PAGE_SIZE = 20;

/** What the member's own "Lịch sử cược" filters by: provider, category, Vietnam's days. */
export type MemberBetsFilters = Pick<MemberBetsBody, 'provider' | 'category' | 'fromDate' | 'toDate'>;

export const getMemberBetsPage = (memberId: string, filters: MemberBetsFilters, cursor: string | undefined) =>
  operatorCall('memberBets', { memberId, ...filters, limit: BETS_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) });

/** The member's rounds, newest first, with the totals over all that match; "Tải thêm" follows the keyset cursor. */
export const memberBetsQueryOptions = (memberId: string, filters: MemberBetsFilters) =>
  infiniteQueryOptions({
    queryKey: ['members', 'bets', memberId, filters],
    queryFn: ({ pageParam }) => getMemberBetsPage(memberId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMemberBets = (memberId: string, filters: MemberBetsFilters) => useInfiniteQuery(memberBetsQueryOptions(memberId, filters));
