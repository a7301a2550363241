import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatCloseTag } from '@app/contract/chat';
import { operatorCall } from '../../../lib/api-client.ts';
import { chatDeskQueryOptions } from './chat-desk.ts';
import { putConversation } from './chat-conversation.ts';

export const claimChat = (conversationId: string) => operatorCall('chatClaim', { conversationId });
export const transferChat = (body: { conversationId: string; toOperatorId: string }) => operatorCall('chatTransfer', body);
export const closeChat = (body: { conversationId: string; tag: ChatCloseTag }) => operatorCall('chatClose', body);

/** Each step answers with the conversation as it is now; the lists move too, so the desk is asked again. */
function useConversationStep<V>(step: (variables: V) => ReturnType<typeof claimChat>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (detail) => putConversation(queryClient, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatDeskQueryOptions().queryKey }),
  });
}

export const useClaimChat = () => useConversationStep(claimChat);
export const useTransferChat = () => useConversationStep(transferChat);
export const useCloseChat = () => useConversationStep(closeChat);
