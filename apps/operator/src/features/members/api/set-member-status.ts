import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberDetailResponse, MemberSearchResponse, MemberSetStatusBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { memberDetailQueryOptions } from './member-detail.ts';
import { MEMBER_SEARCHES_KEY } from './search-members.ts';

export const setMemberStatus = (body: MemberSetStatusBody) => operatorCall('memberSetStatus', body);

/**
 * Locks or unlocks; the answer is the member detail, which replaces the cached one, and the member's
 * row in any cached search shows the new status too, without asking again (every read is audited).
 */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberStatus,
    onSuccess: (detail: MemberDetailResponse) => {
      const { memberId, status } = detail.member;
      queryClient.setQueryData(memberDetailQueryOptions(memberId).queryKey, detail);
      queryClient.setQueriesData<MemberSearchResponse>({ queryKey: MEMBER_SEARCHES_KEY }, (data) =>
        data ? { members: data.members.map((m) => (m.memberId === memberId ? { ...m, status } : m)) } : data,
      );
    },
  });
}
