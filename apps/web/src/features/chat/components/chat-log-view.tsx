import type { ChatMessageView } from '@app/contract/chat';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { chatText as text } from '../../../lib/i18n/chat.ts';
import { isOpenConversation, isOwnMessage } from '../utils/chat-log.ts';
import type { ChatSession, ChatSnapshot } from '../utils/chat-session.ts';
import { ChatMessage, PendingChatMessage } from './chat-message.tsx';

/** Within this many pixels of the end, the list follows new messages; further up, the member is reading back. */
const FOLLOW_PX = 80;

/** What a screen reader hears of CSKH's newest message (the list itself is not live: history would be read out). */
function useAnnouncement(messages: readonly ChatMessageView[]): string {
  const [said, setSaid] = useState('');
  const lastSeq = useRef<number | null>(null);
  const newest = messages.findLast((m) => !isOwnMessage(m));
  useEffect(() => {
    if (!newest) return;
    if (lastSeq.current !== null && newest.seq > lastSeq.current) {
      const who = newest.sender === 'agent' ? (newest.senderName ?? text.cskh) : text.cskh;
      setSaid(text.announce(who, newest.text ?? text.sentImage));
    }
    lastSeq.current = newest.seq;
  }, [newest]);
  return said;
}

/** Keeps the end in view as messages come, unless the member scrolled up to read. */
function useFollowEnd(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const box = ref.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
  };
  /** An image that finished loading grew the list. */
  const onLoad = () => {
    const box = ref.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  };
  return { ref, onScroll, onLoad };
}

type ChatLogViewProps = {
  session: ChatSession;
  snapshot: ChatSnapshot;
  onStartNew: () => void;
};

/** The messages, what CSKH is doing, and the end of a closed conversation. */
export function ChatLogView({ session, snapshot, onStartNew }: ChatLogViewProps) {
  const { log, pending, agentsOnDuty, peerTyping } = snapshot;
  const { conversation, messages } = log;
  const announcement = useAnnouncement(messages);
  const { ref, onScroll, onLoad } = useFollowEnd(messages.length + pending.length + (peerTyping ? 1 : 0));
  const open = isOpenConversation(conversation);
  const closed = conversation?.status === 'closed';
  const closedTitle = useId();
  // Focusable, so the history scrolls by keyboard too.
  return (
    <div className="chat-log" ref={ref} onScroll={onScroll} onLoadCapture={onLoad} role="region" aria-label={text.log} tabIndex={0}>
      {!conversation ? (
        <p className={`chat-log__intro${agentsOnDuty ? '' : ' chat-log__intro--off'}`} role="note">
          {agentsOnDuty ? text.welcome : text.offDuty}
        </p>
      ) : null}
      <ol className="chat-log__list">
        {messages.map((m, i) => (
          <ChatMessage key={m.seq} message={m} conversation={conversation} showName={messages[i - 1]?.sender !== m.sender || messages[i - 1]?.senderName !== m.senderName} />
        ))}
        {pending.map((p) => (
          <PendingChatMessage key={p.clientId} pending={p} onRetry={() => session.retryNow()} onDiscard={() => session.discard(p.clientId)} />
        ))}
      </ol>
      {open && peerTyping ? (
        <p className="chat-log__typing">
          <span className="chat-log__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {text.typing(conversation?.agentName ?? null)}
        </p>
      ) : null}
      {closed ? (
        <section className="chat-log__closed" aria-labelledby={closedTitle}>
          <h3 id={closedTitle}>{text.closedTitle}</h3>
          <p>{text.closedLead}</p>
          <button type="button" className="btn btn--primary" onClick={onStartNew}>
            {text.startNew}
          </button>
        </section>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
