import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const LEDGER_PAGE_SIZE = 20;

export const getMemberLedgerPage = (memberId: string, walletKey: string, before: number | undefined) =>
  operatorCall('memberLedger', { memberId, walletKey, limit: LEDGER_PAGE_SIZE, ...(before === undefined ? {} : { before }) });

/** Newest entry first; "Tải thêm" asks for the entries older than the last one shown (keyset by entry id). */
export const memberLedgerQueryOptions = (memberId: string, walletKey: string) =>
  infiniteQueryOptions({
    queryKey: ['members', 'ledger', memberId, walletKey],
    queryFn: ({ pageParam }) => getMemberLedgerPage(memberId, walletKey, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useMemberLedger = (memberId: string, walletKey: string) => useInfiniteQuery(memberLedgerQueryOptions(memberId, walletKey));
