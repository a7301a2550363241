import { useEffect, useState } from 'react';
import { CHAT_TYPING_SHOW_MS } from '@app/contract/chat';
import { useOperatorEvent } from '../../../lib/operator-events.ts';

/** "đang nhập…" for CHAT_TYPING_SHOW_MS after the member's or visitor's last typing signal, gone with their message. */
export function useMemberTyping(conversationId: string): boolean {
  const [until, setUntil] = useState(0);
  useOperatorEvent(['chat-typing', 'chat-message'], (event) => {
    if (event.type === 'chat-typing' && event.conversationId === conversationId) setUntil(Date.now() + CHAT_TYPING_SHOW_MS);
    if (event.type === 'chat-message' && event.message.conversationId === conversationId && (event.message.sender === 'member' || event.message.sender === 'visitor')) {
      setUntil(0);
    }
  });
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setUntil(0), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until > 0;
}
