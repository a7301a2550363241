import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberNoteAddBody, MemberNotes } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { memberNotesQueryOptions } from './member-notes.ts';

export const addMemberNote = (body: MemberNoteAddBody) => operatorCall('memberNoteAdd', body);

/** Adds a note; the answer (every note, newest first) replaces the cached list. */
export function useAddMemberNote(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMemberNote,
    onSuccess: (notes: MemberNotes) => queryClient.setQueryData(memberNotesQueryOptions(memberId).queryKey, notes),
  });
}
