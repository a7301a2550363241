import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ChatConversationDetail, ChatMemberSide } from '@app/contract';
import { CHAT_CLOSE_TAG_LABELS, type ChatCloseTag } from '@app/contract/chat';
import { formatDateTime, formatDateTimeWithYear, formatMoney, levelName, TRANSACTION_TYPE_LABELS, type MemberLevel } from '@app/domain';
import { chatPath, memberPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';

const s = () => t.chat.side;

/** Who the agent is talking to: the member's account at a glance (never card numbers), or the visitor's contact. */
export function MemberSide({ detail }: { detail: ChatConversationDetail }) {
  return (
    <aside className="chat-side panel" aria-labelledby="chat-side-title">
      <h2 id="chat-side-title" className="panel__title">
        {s().heading}
      </h2>
      {detail.member ? (
        <MemberFacts member={detail.member} />
      ) : (
        <>
          <p className="chat-side__guest">{s().guest}</p>
          <dl className="facts chat-facts">
            <Fact label={s().name} value={detail.item.who} />
            <Fact label={s().contact} value={detail.item.contact ?? s().noContact} />
          </dl>
        </>
      )}
    </aside>
  );
}

function MemberFacts({ member }: { member: ChatMemberSide }) {
  const may = useMay();
  const statusLabel = (t.members.status as Record<string, string>)[member.status] ?? member.status;
  return (
    <>
      <dl className="facts chat-facts">
        <Fact
          label={s().username}
          value={may('memberDetail') ? <Link href={memberPath(member.memberId)}>{member.username}</Link> : member.username}
        />
        <Fact label={s().nickname} value={member.nickname ?? t.none} />
        <Fact label={s().level} value={`${member.level} · ${levelName(member.level as MemberLevel)}`} />
        <Fact label={s().status} value={<span className={`status status--${member.status}`}>{statusLabel}</span>} />
        <Fact label={s().registeredAt} value={formatDateTimeWithYear(member.registeredAt)} />
        <Fact label={`${s().main} (VND)`} value={<span className="num">{formatMoney(member.mainBalance)}</span>} />
        <Fact label={`${s().total} (VND)`} value={<span className="num">{formatMoney(member.totalBalance)}</span>} />
      </dl>
      <section className="chat-side__part" aria-labelledby="chat-side-payments">
        <h3 id="chat-side-payments" className="chat-side__title">
          {s().openPayments}
        </h3>
        {member.openPayments.length === 0 ? (
          <p className="hint">{s().noPayments}</p>
        ) : (
          <ul className="chat-side__list">
            {member.openPayments.map((p) => (
              <li key={p.id}>
                <span className="num">{s().payment(TRANSACTION_TYPE_LABELS[p.type], formatMoney(p.amount))}</span>
                <span className="hint">
                  {p.status} · {formatDateTime(p.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="chat-side__part" aria-labelledby="chat-side-chats">
        <h3 id="chat-side-chats" className="chat-side__title">
          {s().recentChats}
        </h3>
        {member.recentChats.length === 0 ? (
          <p className="hint">{s().noChats}</p>
        ) : (
          <ul className="chat-side__list">
            {member.recentChats.map((c) => (
              <li key={c.id}>
                <Link href={chatPath(c.id)}>{formatDateTime(c.createdAt)}</Link>
                <span className="hint">{c.closedAt === null ? s().openChat : c.tag ? (CHAT_CLOSE_TAG_LABELS[c.tag as ChatCloseTag] ?? c.tag) : s().untagged}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
