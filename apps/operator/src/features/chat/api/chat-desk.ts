import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatDesk } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useRefreshOnEvents } from '../../../lib/operator-events.ts';

/** Pushed changes keep the desk fresh ('chat-desk'); this is only the safety net under them. */
export const CHAT_DESK_FALLBACK_MS = 60_000;

export const getChatDesk = () => operatorCall('chatDesk');

/** The queue, my conversations, others', tickets, who is on duty, the canned replies. */
export const chatDeskQueryOptions = () =>
  queryOptions({ queryKey: ['chat', 'desk'], queryFn: getChatDesk, refetchInterval: CHAT_DESK_FALLBACK_MS, refetchIntervalInBackground: true });

/** The desk, asked again when the server says it changed (and after the stream reopens). `enabled`: the role may use the desk. */
export function useChatDesk(enabled = true) {
  useRefreshOnEvents(['chat-desk'], chatDeskQueryOptions().queryKey, enabled);
  return useQuery({ ...chatDeskQueryOptions(), enabled });
}

/** Duty, canned replies: the answer is the desk as it is now. */
export function setChatDesk(queryClient: QueryClient, desk: ChatDesk) {
  queryClient.setQueryData(chatDeskQueryOptions().queryKey, desk);
}
