import { useId } from 'react';
import { Link } from 'wouter';
import type { ChatDesk } from '@app/contract';
import type { ChatDeskItem } from '@app/contract/chat';
import { formatDateTime } from '@app/domain';
import { chatPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useNow } from '../hooks/use-now.ts';
import { waitedFor } from '../utils/waited.ts';

type ListKind = 'waiting' | 'mine' | 'others' | 'tickets';
const KINDS: readonly ListKind[] = ['waiting', 'mine', 'others', 'tickets'];

type DeskListsProps = { desk: ChatDesk | undefined; loading: boolean; selected: string | undefined };

/** The four lists of the desk, each oldest first as the server gives them. */
export function DeskLists({ desk, loading, selected }: DeskListsProps) {
  const now = useNow();
  return (
    <nav className="chat-lists" aria-label={t.chat.lists}>
      {loading ? (
        <p className="hint chat-lists__loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        KINDS.map((kind) => <DeskList key={kind} kind={kind} items={desk?.[kind] ?? []} selected={selected} now={now} />)
      )}
    </nav>
  );
}

function DeskList({ kind, items, selected, now }: { kind: ListKind; items: ChatDeskItem[]; selected: string | undefined; now: number }) {
  const titleId = useId();
  return (
    <section className={`chat-list chat-list--${kind}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="chat-list__title">
        <span>{t.chat.listTitles[kind]}</span>
        <span className={`chat-count${kind === 'waiting' && items.length > 0 ? ' chat-count--hot' : ''}`}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="chat-list__empty">{t.chat.listEmpty[kind]}</p>
      ) : (
        <ul className="chat-list__items">
          {items.map((item) => (
            <li key={item.id}>
              <DeskItem kind={kind} item={item} current={item.id === selected} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeskItem({ kind, item, current, now }: { kind: ListKind; item: ChatDeskItem; current: boolean; now: number }) {
  const detail =
    kind === 'waiting'
      ? t.chat.waited(waitedFor(item.createdAt, now))
      : kind === 'others'
        ? t.chat.withAgent(item.agentName ?? t.none)
        : kind === 'tickets'
          ? (item.contact ?? formatDateTime(item.createdAt))
          : formatDateTime(item.lastMessageAt);
  return (
    <Link href={chatPath(item.id)} className={`chat-item${current ? ' chat-item--current' : ''}`} aria-current={current ? 'page' : undefined}>
      <span className="chat-item__top">
        <span className="chat-item__who">{item.who}</span>
        {item.unread > 0 ? (
          <>
            <span className="chat-count chat-count--hot" aria-hidden="true">
              {item.unread}
            </span>
            <span className="visually-hidden">{t.chat.unread(item.unread)}</span>
          </>
        ) : null}
      </span>
      <span className="chat-item__text">{item.lastText ?? t.chat.imageOnly}</span>
      <span className={`chat-item__meta${kind === 'waiting' ? ' chat-item__meta--waiting' : ''}`}>{detail}</span>
    </Link>
  );
}
