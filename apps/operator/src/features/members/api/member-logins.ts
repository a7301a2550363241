import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMemberLogins = (memberId: string) => operatorCall('memberLogins', { memberId });

/** The member's latest login attempts, newest first (reading them is audited). */
export const memberLoginsQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: ['members', 'logins', memberId], queryFn: () => getMemberLogins(memberId) });

export const useMemberLogins = (memberId: string) => useQuery(memberLoginsQueryOptions(memberId));
