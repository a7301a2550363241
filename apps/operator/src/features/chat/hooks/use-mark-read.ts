import { useEffect, useRef, useSyncExternalStore } from 'react';
import { markRead } from '../api/signals.ts';

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState === 'visible';

/**
 * The agent handling the conversation has read it up to `lastSeq` while it is on screen (the tab
 * visible): the member sees "Đã xem" and the desk's unread count goes. Each seq is told once.
 */
export function useMarkRead(conversationId: string, lastSeq: number, handling: boolean): void {
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);
  const told = useRef({ conversationId, seq: 0 });
  useEffect(() => {
    if (told.current.conversationId !== conversationId) told.current = { conversationId, seq: 0 };
    if (!handling || !visible || lastSeq <= told.current.seq) return;
    told.current.seq = lastSeq;
    void markRead(conversationId, lastSeq);
  }, [conversationId, lastSeq, handling, visible]);
}
