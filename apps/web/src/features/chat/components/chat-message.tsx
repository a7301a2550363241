import type { ChatConversationView, ChatMessageView } from '@app/contract/chat';
import { formatDateTime } from '@app/domain';
import { currentApiOrigin } from '../../../lib/backup-hosts.ts';
import { chatText as text } from '../../../lib/i18n/chat.ts';
import { isOwnMessage, markOf, type MessageMark } from '../utils/chat-log.ts';
import type { PendingMessage } from '../utils/chat-session.ts';
import { Ticks } from './chat-icons.tsx';

/** The image links are paths on the API's host; on a backup host they are fetched from there. */
function imageSrc(url: string): string {
  return url.startsWith('/') ? currentApiOrigin() + url : url;
}

const timeOf = (iso: string) => formatDateTime(iso).slice(-5);

function Marks({ mark }: { mark: MessageMark }) {
  return (
    <span className={`chat-msg__marks chat-msg__marks--${mark}`} role="img" aria-label={text.marks[mark]} title={text.marks[mark]}>
      <Ticks double={mark !== 'sent'} />
    </span>
  );
}

function Image({ src }: { src: string }) {
  return (
    <a className="chat-msg__image" href={src} target="_blank" rel="noopener noreferrer" aria-label={text.image.open}>
      <img src={src} alt={text.image.alt} loading="lazy" decoding="async" width="240" height="180" />
    </a>
  );
}

/** A stored message: own on the right with its marks, CSKH's on the left with the agent's name, system lines centred. */
export function ChatMessage({ message, conversation, showName }: { message: ChatMessageView; conversation: ChatConversationView | null; showName: boolean }) {
  if (message.sender === 'system') {
    return (
      <li className="chat-msg chat-msg--system">
        <p>{message.text}</p>
      </li>
    );
  }
  const own = isOwnMessage(message);
  return (
    <li className={`chat-msg chat-msg--${own ? 'own' : 'peer'}`} data-seq={message.seq}>
      {!own && showName ? <span className="chat-msg__name">{message.senderName ?? text.cskh}</span> : null}
      <div className="chat-msg__bubble">
        {message.imageUrl ? <Image src={imageSrc(message.imageUrl)} /> : null}
        {message.text ? <p className="chat-msg__text">{message.text}</p> : null}
      </div>
      <span className="chat-msg__meta">
        <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
        {own ? <Marks mark={markOf(message, conversation)} /> : null}
      </span>
    </li>
  );
}

/** An own message the server has not confirmed: "đang gửi", or why not, with what can be done. */
export function PendingChatMessage({ pending, onRetry, onDiscard }: { pending: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className={`chat-msg chat-msg--own chat-msg--pending chat-msg--${pending.status}`}>
      <div className="chat-msg__bubble">
        {pending.image ? (
          // A data: URL, which the site's policy allows for images (blob: it does not), and which the outbox keeps across a reload.
          <span className="chat-msg__image">
            <img src={`data:${pending.image.contentType};base64,${pending.image.data}`} alt={text.image.alt} width="240" height="180" />
          </span>
        ) : null}
        {pending.text ? <p className="chat-msg__text">{pending.text}</p> : null}
      </div>
      <span className="chat-msg__meta">
        {pending.status === 'sending' ? <span>{text.marks.sending}</span> : null}
        {pending.status === 'retrying' ? (
          <>
            <span>{text.marks.retrying}</span>
            <button type="button" className="chat-msg__action" onClick={onRetry}>
              {text.marks.sendNow}
            </button>
          </>
        ) : null}
        {pending.status === 'refused' ? (
          <>
            <span className="chat-msg__error">
              {text.marks.refused}: {pending.error}
            </span>
            <button type="button" className="chat-msg__action" onClick={onDiscard}>
              {text.marks.remove}
            </button>
          </>
        ) : null}
      </span>
    </li>
  );
}
