import { useLayoutEffect, useRef } from 'react';
import type { ChatConversationDetail } from '@app/contract';
import type { ChatMessageView } from '@app/contract/chat';
import { formatDateTime } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { outbox, useOutbox } from '../stores/outbox.ts';
import { tickOf, type Tick } from '../utils/message-list.ts';
import { pendingReplies, type OutboxEntry } from '../utils/outbox.ts';

/** How close to the end counts as "reading the latest": then a new message scrolls into view. */
const FOLLOW_PX = 96;

/** The conversation: the member's messages on the left, the desk's on the right with their marks, replies on their way last. */
export function MessageLog({ detail, typing }: { detail: ChatConversationDetail; typing: boolean }) {
  const entries = useOutbox(detail.item.id);
  const pending = pendingReplies(detail.messages, entries);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const count = detail.messages.length + pending.length;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [count, typing]);

  const follow = () => {
    const box = scroller.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
  };

  return (
    <div className="chat-log" ref={scroller} onScroll={follow}>
      {count === 0 ? <p className="chat-log__empty">{t.chat.noMessages}</p> : null}
      <div role="log" aria-label={t.chat.messages}>
        <ol className="chat-log__list">
          {detail.messages.map((m) => (
            <Message key={m.seq} message={m} who={detail.item.who} tick={m.sender === 'agent' ? tickOf(m.seq, detail.memberDelivered, detail.memberRead) : null} />
          ))}
          {pending.map((entry) => (
            <PendingReply key={entry.clientId} entry={entry} />
          ))}
        </ol>
      </div>
      <p className="chat-typing" role="status">
        {typing ? t.chat.typing(detail.item.who) : null}
      </p>
    </div>
  );
}

function Message({ message, who, tick }: { message: ChatMessageView; who: string; tick: Tick | null }) {
  if (message.sender === 'system') {
    return (
      <li className="chat-msg chat-msg--system">
        <span>{message.text}</span> <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      </li>
    );
  }
  const desk = message.sender === 'agent';
  const author = desk ? (message.senderName ?? t.chat.agent) : who;
  return (
    <li className={`chat-msg ${desk ? 'chat-msg--desk' : 'chat-msg--member'}`}>
      <div className="chat-msg__bubble">
        {message.imageUrl ? <img className="chat-msg__image" src={message.imageUrl} alt={t.chat.imageAlt(author)} loading="lazy" /> : null}
        {message.text ? <p className="chat-msg__text">{message.text}</p> : null}
      </div>
      <p className="chat-msg__meta">
        <span>{author}</span> · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        {tick ? <span className={`chat-tick chat-tick--${tick}`}> · {tickMark(tick)} {t.chat.ticks[tick]}</span> : null}
      </p>
    </li>
  );
}

const tickMark = (tick: Tick) => (tick === 'sent' ? '✓' : '✓✓');

/** A reply not stored yet: on its way, being sent again, or refused (then "Gửi lại" or drop it). */
function PendingReply({ entry }: { entry: OutboxEntry }) {
  const failed = entry.state === 'failed';
  return (
    <li className={`chat-msg chat-msg--desk chat-msg--pending${failed ? ' chat-msg--failed' : ''}`} aria-busy={!failed}>
      <div className="chat-msg__bubble">
        {entry.image ? <img className="chat-msg__image" src={`data:${entry.image.contentType};base64,${entry.image.data}`} alt={t.chat.imageAlt(t.chat.agent)} /> : null}
        {entry.text ? <p className="chat-msg__text">{entry.text}</p> : null}
      </div>
      <p className="chat-msg__meta">
        {failed ? (
          <>
            <span className="chat-tick chat-tick--failed">
              {t.chat.ticks.failed}
              {entry.error ? `: ${entry.error}` : ''}
            </span>
            <button type="button" className="chat-link" onClick={() => outbox.retry(entry.clientId)}>
              {t.chat.retry}
            </button>
            <button type="button" className="chat-link" onClick={() => outbox.discard(entry.clientId)}>
              {t.chat.discard}
            </button>
          </>
        ) : (
          <span className="chat-tick">{entry.state === 'waiting' ? t.chat.ticks.waiting : t.chat.ticks.sending}</span>
        )}
      </p>
    </li>
  );
}
