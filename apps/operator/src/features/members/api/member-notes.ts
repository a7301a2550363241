import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMemberNotes = (memberId: string) => operatorCall('memberNotes', { memberId });

/** Support's notes on the member, newest first. */
export const memberNotesQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: ['members', 'notes', memberId], queryFn: () => getMemberNotes(memberId) });

export const useMemberNotes = (memberId: string) => useQuery(memberNotesQueryOptions(memberId));
