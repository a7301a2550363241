import { useQueryClient } from '@tanstack/react-query';
import { useOperatorEvent, useRefreshOnEvents } from '../../../lib/operator-events.ts';
import { CONVERSATIONS_KEY, putMarks, putMessage } from '../api/chat-conversation.ts';

/**
 * While the desk is open, pushed messages and marks go straight into the conversations it holds; after
 * the stream reopens, those conversations are asked again (a push may have been missed meanwhile).
 */
export function useChatEvents(): void {
  const queryClient = useQueryClient();
  useOperatorEvent(['chat-message', 'chat-marks'], (event) => {
    if (event.type === 'chat-message') putMessage(queryClient, event.message);
    else if (event.type === 'chat-marks') putMarks(queryClient, event.conversationId, event);
  });
  useRefreshOnEvents([], CONVERSATIONS_KEY);
}
