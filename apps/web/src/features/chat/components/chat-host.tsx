import type { ChatMessageView } from '@app/contract/chat';
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useAppStore } from '../../../stores/app-store.ts';
import { closeLiveChat, useLiveChatStore } from '../../../stores/live-chat-store.ts';
import { useChatSession } from '../hooks/use-chat-session.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { ChatPanel, type ChatVariant } from './chat-panel.tsx';

/**
 * The live chat of this page (app/live-chat.tsx loads it lazily): the member's or visitor's session
 * runs from the first opening on, and the panel shows while open. What CSKH writes while the panel is
 * closed or the tab hidden counts as unread on the buttons that open it, and is marked read once seen.
 */
export default function ChatHost({ variant }: { variant: ChatVariant }) {
  const memberId = useAppStore((s) => s.loggedInInfo.userId) ?? null;
  const open = useLiveChatStore((s) => s.open);
  const visible = usePageVisible();
  const viewing = open && visible;
  const viewingRef = useRef(viewing);
  useEffect(() => {
    viewingRef.current = viewing;
  });
  const onIncoming = useCallback((message: ChatMessageView) => {
    if (message.sender === 'agent' && !viewingRef.current) useLiveChatStore.setState((s) => ({ unread: s.unread + 1 }));
  }, []);
  const { session, snapshot } = useChatSession(memberId, onIncoming);

  useEffect(() => {
    session?.setViewing(viewing);
    if (viewing) useLiveChatStore.setState({ unread: 0 });
  }, [session, viewing]);

  if (!open) return null;
  return createPortal(
    <ChatPanel variant={variant} session={session} snapshot={snapshot} isVisitor={memberId === null} onClose={closeLiveChat} />,
    document.body,
  );
}
