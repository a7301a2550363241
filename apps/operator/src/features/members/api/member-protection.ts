import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMemberProtection = (memberId: string) => operatorCall('memberProtection', { memberId });

/** The member's own limits and exclusions, as the member sees them. */
export const memberProtectionQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: ['members', 'protection', memberId], queryFn: () => getMemberProtection(memberId) });

export const useMemberProtection = (memberId: string) => useQuery(memberProtectionQueryOptions(memberId));
