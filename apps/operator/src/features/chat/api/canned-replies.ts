import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';
import { setChatDesk } from './chat-desk.ts';

export const saveCannedReply = (body: { title: string; text: string }) => operatorCall('chatCannedSave', body);
export const deleteCannedReply = (id: number) => operatorCall('chatCannedDelete', { id });

/** The answer is the desk with its canned replies as they are now. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCannedReply, onSuccess: (desk) => setChatDesk(queryClient, desk) });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCannedReply, onSuccess: (desk) => setChatDesk(queryClient, desk) });
}
