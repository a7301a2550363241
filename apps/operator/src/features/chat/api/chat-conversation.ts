import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatConversationDetail } from '@app/contract';
import type { ChatMessageView } from '@app/contract/chat';
import { operatorCall } from '../../../lib/api-client.ts';
import { queryClient as appQueryClient } from '../../../lib/query-client.ts';
import { mergeDetail, withMarks, withMessage } from '../utils/message-list.ts';

export const CONVERSATION_FALLBACK_MS = 60_000;

/** Every conversation the desk holds starts with this key. */
export const CONVERSATIONS_KEY = ['chat', 'conversation'] as const;
const conversationKey = (conversationId: string) => [...CONVERSATIONS_KEY, conversationId] as const;

/**
 * One conversation with its latest messages and the member beside it. An answer is merged into what
 * the desk already holds: a message pushed while the request was on its way stays.
 */
export const chatConversationQueryOptions = (conversationId: string, queryClient: QueryClient = appQueryClient) =>
  queryOptions({
    queryKey: conversationKey(conversationId),
    queryFn: async () => {
      const fresh = await operatorCall('chatConversation', { conversationId });
      return mergeDetail(queryClient.getQueryData<ChatConversationDetail>(conversationKey(conversationId)), fresh);
    },
    // A conversation that could not be had (gone, not found) is not asked again every minute: its error shows once.
    refetchInterval: (query) => (query.state.status === 'error' ? false : CONVERSATION_FALLBACK_MS),
  });

export function useChatConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useQuery(chatConversationQueryOptions(conversationId, queryClient));
}

/** A claim's, transfer's or close's answer: the conversation as it is now. */
export function putConversation(queryClient: QueryClient, fresh: ChatConversationDetail) {
  queryClient.setQueryData<ChatConversationDetail>(conversationKey(fresh.item.id), (held) => mergeDetail(held, fresh));
}

/** A pushed or answered message, into its conversation if the desk holds it. */
export function putMessage(queryClient: QueryClient, message: ChatMessageView) {
  queryClient.setQueryData<ChatConversationDetail>(conversationKey(message.conversationId), (held) => (held ? withMessage(held, message) : held));
}

export function putMarks(queryClient: QueryClient, conversationId: string, marks: { memberDelivered: number; memberRead: number }) {
  queryClient.setQueryData<ChatConversationDetail>(conversationKey(conversationId), (held) => (held ? withMarks(held, marks) : held));
}
