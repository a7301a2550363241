import { CHAT_EVENT_TYPES, type ChatEvent, type ChatMessageView } from '@app/contract/chat';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { logApiError } from '../../../lib/error-dialog.ts';
import { connectEventStream } from '@app/contract/event-stream';
import { getChatMessages } from '../api/get-chat-messages.ts';
import { chatStreamUrl, getChatTicket } from '../api/get-chat-ticket.ts';
import { markChat } from '../api/mark-chat.ts';
import { openChat } from '../api/open-chat.ts';
import { sendChatMessage } from '../api/send-chat-message.ts';
import { sendChatTyping } from '../api/send-chat-typing.ts';
import { chatRefusal } from '../utils/chat-refusal.ts';
import { ChatSession, type ChatSnapshot } from '../utils/chat-session.ts';
import { newClientId } from '../utils/outbox.ts';

const LOADING: ChatSnapshot = { phase: 'loading', agentsOnDuty: true, log: { conversation: null, messages: [] }, pending: [], stream: 'connecting', peerTyping: false };
const noSubscription = () => () => {};

function createSession(memberId: string | null, onIncoming: (message: ChatMessageView) => void): ChatSession {
  return new ChatSession({
    api: { open: openChat, send: sendChatMessage, messages: getChatMessages, mark: markChat, typing: sendChatTyping },
    connect: (guestToken, handlers) =>
      connectEventStream<ChatEvent>({
        types: CHAT_EVENT_TYPES,
        getTicket: () => getChatTicket(guestToken === undefined ? {} : { guestToken }),
        open: (ticket) => new EventSource(chatStreamUrl(ticket)),
        onTicketError: (error) => logApiError('chatTicket', error),
        ...handlers,
      }),
    storage: localStorage,
    memberId,
    refusal: chatRefusal,
    onIncoming,
    newId: newClientId,
  });
}

/**
 * The chat session of the member (or the visitor) now signed in here, running while mounted: a new
 * one when the member logs in or out. Made inside the effect, so React's double run in development
 * starts and stops a session of its own each time.
 */
export function useChatSession(memberId: string | null, onIncoming: (message: ChatMessageView) => void) {
  const [session, setSession] = useState<ChatSession | null>(null);
  const onIncomingRef = useRef(onIncoming);
  useEffect(() => {
    onIncomingRef.current = onIncoming;
  });
  useEffect(() => {
    const current = createSession(memberId, (message) => onIncomingRef.current(message));
    setSession(current);
    void current.start();
    return () => current.stop();
  }, [memberId]);
  const snapshot = useSyncExternalStore(session?.subscribe ?? noSubscription, session ? session.getSnapshot : () => LOADING);
  return { session, snapshot };
}
