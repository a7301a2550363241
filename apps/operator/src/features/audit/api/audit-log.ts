import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 50;

export const getAuditPage = (before: number | undefined) =>
  operatorCall('audit', before === undefined ? { limit: AUDIT_PAGE_SIZE } : { limit: AUDIT_PAGE_SIZE, before });

/** Newest first; "Xem thêm" asks for the entries older than the last one shown (keyset by id). */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['audit'],
    queryFn: ({ pageParam }) => getAuditPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());
