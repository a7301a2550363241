import { useRoute } from 'wouter';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';
import { openLiveChat, useLiveChatStore } from '../../stores/live-chat-store.ts';
import { IconChat } from '../ui/icons.tsx';
import './live-chat-button.css';

/**
 * The live chat's button that stays on screen: a round button above the phone's tab bar, a docked tab
 * at the desktop's bottom right. Gone while the panel is open, and on a game's page (the game needs
 * the whole screen; the CSKH tab is still there). Shows how many CSKH messages are unread.
 */
export function LiveChatButton({ variant }: { variant: 'mobile' | 'desktop' }) {
  const open = useLiveChatStore((s) => s.open);
  const unread = useLiveChatStore((s) => s.unread);
  const [onGame] = useRoute(paths.game);
  if (open || onGame) return null;
  const label = unread > 0 ? `${t.support.liveChat}, ${t.support.liveChatUnread(unread)}` : t.support.liveChat;
  return (
    <button type="button" className={`chat-launcher chat-launcher--${variant}`} onClick={openLiveChat} aria-label={label} aria-haspopup="dialog">
      <IconChat size={variant === 'mobile' ? 26 : 22} />
      {variant === 'desktop' ? <span aria-hidden="true">{t.support.liveChat}</span> : null}
      {unread > 0 ? (
        <span className="chat-launcher__badge num" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </button>
  );
}

/** While the panel's code arrives (the first open on a page). */
export function LiveChatLoading({ variant }: { variant: 'mobile' | 'desktop' }) {
  return (
    <div className={`chat-launcher-loading chat-launcher-loading--${variant}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t.support.liveChatLoading}</span>
    </div>
  );
}
