import { create } from 'zustand';

/**
 * Whether the live chat panel is open, for the buttons that open it (support page, footer, the
 * floating button, the maintenance page) and the chat feature that draws it. Not in app-store: that
 * one holds exactly the spec §3 items. `started`: the chat's code has been asked for on this page,
 * so its session keeps running (replies arrive, unread counts) after the panel is closed.
 */
type LiveChatState = {
  open: boolean;
  started: boolean;
  /** Messages from CSKH that arrived while the panel was closed or the tab hidden. */
  unread: number;
};

/** Where the chat keeps what it must not lose on a reload (features/chat reads and writes them). */
export const CHAT_STORAGE = {
  /** The messages not yet stored by the server, per member or 'guest'. */
  outbox: (owner: string) => `chat-outbox:${owner}`,
  /** A visitor's token (chatOpen hands it out). */
  guestToken: 'chat-guest-token',
  /** sessionStorage: the panel was open in this tab, so a reload opens it again. */
  open: 'chat-open',
} as const;

function storedFlag(read: () => string | null): boolean {
  try {
    return Boolean(read());
  } catch {
    return false; // storage blocked
  }
}

/** Messages waiting to be sent (this or an earlier page) or a panel left open: the chat starts with the page. */
function startsWithPage(owner: string): { open: boolean; started: boolean } {
  const open = storedFlag(() => sessionStorage.getItem(CHAT_STORAGE.open));
  const pending = storedFlag(() => {
    const raw = localStorage.getItem(CHAT_STORAGE.outbox(owner));
    return raw && raw !== '[]' ? raw : null;
  });
  return { open, started: open || pending };
}

function rememberOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(CHAT_STORAGE.open, '1');
    else sessionStorage.removeItem(CHAT_STORAGE.open);
  } catch {
    // Storage blocked: a reload simply starts with the panel closed.
  }
}

export const useLiveChatStore = create<LiveChatState>()(() => ({ open: false, started: false, unread: 0 }));

/** At start, with the member's id (or none): picks up a panel left open or messages still to send. */
export function resumeLiveChat(userId: string | undefined): void {
  if (typeof window === 'undefined') return;
  const { open, started } = startsWithPage(userId ?? 'guest');
  // Never closes a panel something opened already (the /cskh/chat page).
  if (started) useLiveChatStore.setState((s) => ({ open: s.open || open, started }));
}

export function openLiveChat(): void {
  rememberOpen(true);
  useLiveChatStore.setState({ open: true, started: true, unread: 0 });
}

export function closeLiveChat(): void {
  rememberOpen(false);
  useLiveChatStore.setState({ open: false });
}
