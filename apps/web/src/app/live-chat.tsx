import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LiveChatLoading } from '../components/support/live-chat-button.tsx';
import { paths } from '../config/paths.ts';
import { useAppStore } from '../stores/app-store.ts';
import { openLiveChat, resumeLiveChat, useLiveChatStore } from '../stores/live-chat-store.ts';

/** The chat's code is its own chunk: nobody downloads it until the chat is opened. */
const ChatHost = lazy(() => import('../features/chat/components/chat-host.tsx'));

/**
 * The live chat panel over every page (outside the maintenance gate: CSKH stays reachable while the
 * site is closed). Loaded when first opened on a page, or at start when the panel was left open in
 * this tab or messages still wait to be sent; then kept, so replies keep arriving while it is closed.
 */
export function LiveChat() {
  const started = useLiveChatStore((s) => s.started);
  const open = useLiveChatStore((s) => s.open);
  const variant = useAppStore((s) => (s.isMobile ? 'mobile' : 'desktop'));
  useEffect(() => resumeLiveChat(useAppStore.getState().loggedInInfo.userId), []);
  if (!started) return null;
  return (
    <Suspense fallback={open ? <LiveChatLoading variant={variant} /> : null}>
      <ChatHost variant={variant} />
    </Suspense>
  );
}

/** /cskh/chat: the page under it, with the panel opened; closing the panel leaves for /cskh. */
export function OpenLiveChatHere({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const open = useLiveChatStore((s) => s.open);
  const wasOpen = useRef(false);
  useEffect(() => openLiveChat(), []);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) navigate(paths.support, { replace: true });
  }, [open, navigate]);
  return children;
}
