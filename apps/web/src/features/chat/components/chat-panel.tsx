import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { chatText as text } from '../../../lib/i18n/chat.ts';
import type { ChatSession, ChatSnapshot } from '../utils/chat-session.ts';
import { ChatComposer } from './chat-composer.tsx';
import { IconBack, IconClose, IconSupportAgent } from './chat-icons.tsx';
import { ChatLogView } from './chat-log-view.tsx';
import './chat-panel.css';

export type ChatVariant = 'mobile' | 'desktop';

/** The line under the title: who is helping, or what happens next. */
function statusLine({ phase, log, agentsOnDuty }: ChatSnapshot): { text: string; tone: 'on' | 'off' | 'wait' } {
  const c = log.conversation;
  if (phase !== 'ready') return { text: text.connecting, tone: 'wait' };
  if (c?.status === 'active') return { text: text.status.active(c.agentName ?? text.cskh), tone: 'on' };
  if (c?.status === 'waiting') return { text: text.status.waiting, tone: 'wait' };
  if (c?.status === 'ticket') return { text: text.status.ticket, tone: 'wait' };
  if (c?.status === 'closed') return { text: text.status.closed, tone: 'off' };
  return agentsOnDuty ? { text: text.status.online, tone: 'on' } : { text: text.status.offline, tone: 'off' };
}

/**
 * Focus goes in when the panel opens (the message box on a desktop; the panel itself on a phone, so
 * the keyboard does not cover the conversation at once) and back where it was when it closes. On a
 * phone the panel covers the page: the page behind is inert and does not scroll.
 */
function usePanelFocus(variant: ChatVariant) {
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (variant === 'desktop' ? (inputRef.current ?? panelRef.current) : panelRef.current)?.focus();
    const root = document.getElementById('root');
    const overflow = document.body.style.overflow;
    if (variant === 'mobile') {
      root?.setAttribute('inert', '');
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (variant === 'mobile') {
        root?.removeAttribute('inert');
        document.body.style.overflow = overflow;
      }
      if (previous?.isConnected) previous.focus();
    };
  }, [variant]);
  return { panelRef, inputRef };
}

type ChatPanelProps = {
  variant: ChatVariant;
  session: ChatSession | null;
  snapshot: ChatSnapshot;
  isVisitor: boolean;
  onClose: () => void;
};

/**
 * The live chat: a full-screen sheet on a phone, a panel docked at the bottom right of a desktop
 * (the page stays usable beside it). A dialog named by its title; Escape closes it.
 */
export function ChatPanel({ variant, session, snapshot, isVisitor, onClose }: ChatPanelProps) {
  const titleId = useId();
  const statusId = useId();
  const { panelRef, inputRef } = usePanelFocus(variant);
  const status = statusLine(snapshot);
  const closed = snapshot.log.conversation?.status === 'closed';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const startNew = () => {
    session?.startNew();
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div
      ref={panelRef}
      className={`chat-panel chat-panel--${variant}`}
      role="dialog"
      aria-modal={variant === 'mobile'}
      aria-labelledby={titleId}
      aria-describedby={statusId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="chat-panel__head">
        {variant === 'mobile' ? (
          <button type="button" className="icon-button" aria-label={text.close} onClick={onClose}>
            <IconBack />
          </button>
        ) : (
          <span className="chat-panel__avatar" aria-hidden="true">
            <IconSupportAgent />
          </span>
        )}
        <div className="chat-panel__heading">
          <h2 id={titleId}>{text.title}</h2>
          <p id={statusId} className={`chat-panel__status chat-panel__status--${status.tone}`}>
            {status.text}
          </p>
        </div>
        {variant === 'desktop' ? (
          <button type="button" className="icon-button" aria-label={text.close} onClick={onClose}>
            <IconClose />
          </button>
        ) : null}
      </header>
      {snapshot.stream === 'reconnecting' ? (
        <p className="chat-panel__notice" role="status">
          {text.reconnecting}
        </p>
      ) : null}
      {snapshot.phase === 'failed' ? (
        <div className="chat-panel__failed" role="alert">
          <p>{text.loadFailed}</p>
          <button type="button" className="btn btn--primary" onClick={() => void session?.start()}>
            {text.retry}
          </button>
        </div>
      ) : snapshot.phase === 'loading' || !session ? (
        <div className="chat-log chat-log--loading" aria-busy="true">
          <span className="chat-skeleton" />
          <span className="chat-skeleton chat-skeleton--own" />
          <span className="chat-skeleton" />
        </div>
      ) : (
        <ChatLogView session={session} snapshot={snapshot} onStartNew={startNew} />
      )}
      {session && !closed && snapshot.phase !== 'failed' ? <ChatComposer session={session} snapshot={snapshot} isVisitor={isVisitor} inputRef={inputRef} /> : null}
    </div>
  );
}
