import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMemberDetail = (memberId: string) => operatorCall('memberDetail', { memberId });

export const memberDetailQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: ['members', 'detail', memberId], queryFn: () => getMemberDetail(memberId) });

export const useMemberDetail = (memberId: string) => useQuery(memberDetailQueryOptions(memberId));
