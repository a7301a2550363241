import { useState } from 'react';
import type { ChatConversationDetail, ChatDesk } from '@app/contract';
import { CHAT_CLOSE_TAG_LABELS, CHAT_CLOSE_TAGS, type ChatCloseTag } from '@app/contract/chat';
import { formatDateTime } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useChatConversation } from '../api/chat-conversation.ts';
import { useClaimChat, useCloseChat, useTransferChat } from '../api/conversation-actions.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { useMemberTyping } from '../hooks/use-member-typing.ts';
import { lastSeq } from '../utils/message-list.ts';
import { ChoiceDialog } from './choice-dialog.tsx';
import { Composer } from './composer.tsx';
import { MemberSide } from './member-side.tsx';
import { MessageLog } from './message-log.tsx';

type ConversationViewProps = { conversationId: string; desk: ChatDesk | undefined };

/** The open conversation (its header and steps, the messages, the composer) and the member beside it. */
export function ConversationView({ conversationId, desk }: ConversationViewProps) {
  const conversation = useChatConversation(conversationId);
  const detail = conversation.data;
  if (!detail) {
    return (
      <div className="chat-main chat-main--waiting">
        {conversation.isPending ? (
          <p className="hint" role="status">
            <span className="spinner" aria-hidden="true" /> {t.chat.loadingConversation}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <OpenConversation detail={detail} desk={desk} />
      <MemberSide detail={detail} />
    </>
  );
}

function OpenConversation({ detail, desk }: { detail: ChatConversationDetail; desk: ChatDesk | undefined }) {
  const me = useSession()!.operator;
  const { item } = detail;
  const mine = item.status === 'active' && item.agentId === me.id;
  const admin = me.role === 'admin';
  const mayAct = item.status !== 'closed' && (item.status !== 'active' || mine || admin);
  const typing = useMemberTyping(item.id);
  useMarkRead(item.id, lastSeq(detail.messages), mine);

  return (
    <section className="chat-main" aria-labelledby="chat-conversation-title">
      <header className="chat-main__header">
        <div className="chat-main__who">
          <h2 id="chat-conversation-title" className="chat-main__title">
            {t.chat.conversation(item.who)}
          </h2>
          <p className="hint">
            <span className={`chat-status chat-status--${item.status}`}>{t.chat.status[item.status]}</span>
            {item.agentName ? ` · ${item.agentName}` : ''} · {t.chat.startedAt(formatDateTime(item.createdAt))}
          </p>
        </div>
        {mayAct ? <ConversationSteps detail={detail} desk={desk} mine={mine} admin={admin} /> : null}
      </header>
      <MessageLog detail={detail} typing={typing} />
      {item.status === 'closed' ? (
        <p className="chat-note">{t.chat.closedNote(detail.closeTag ? CHAT_CLOSE_TAG_LABELS[detail.closeTag] : t.chat.side.untagged)}</p>
      ) : mayAct ? (
        <>
          {item.status === 'ticket' ? <p className="chat-note">{t.chat.ticketNote}</p> : null}
          <Composer conversationId={item.id} canned={desk?.cannedReplies ?? []} />
        </>
      ) : (
        <p className="chat-note">{t.chat.readOnly(item.agentName ?? t.chat.agent)}</p>
      )}
    </section>
  );
}

type StepsProps = { detail: ChatConversationDetail; desk: ChatDesk | undefined; mine: boolean; admin: boolean };

/** Take it (from the queue, a ticket, or — an admin — from a colleague), pass it on, end it with a topic. */
function ConversationSteps({ detail, desk, mine, admin }: StepsProps) {
  const { item } = detail;
  const claim = useClaimChat();
  const transfer = useTransferChat();
  const close = useCloseChat();
  const [asking, setAsking] = useState<'transfer' | 'close' | null>(null);
  const mayClaim = item.status === 'waiting' || item.status === 'ticket' || (admin && item.status === 'active' && !mine);
  const mayTransfer = item.status === 'active' && (mine || admin);
  const colleagues = (desk?.agentsOnDuty ?? []).filter((a) => a.id !== item.agentId);

  return (
    <div className="row-actions">
      {mayClaim ? (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          onClick={() => claim.mutate(item.id)}
        >
          {claim.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {t.chat.claim}
        </button>
      ) : null}
      {mayTransfer ? (
        <button type="button" className="button button--ghost button--small" onClick={() => setAsking('transfer')}>
          {t.chat.transfer}
        </button>
      ) : null}
      <button type="button" className="button button--danger button--small" onClick={() => setAsking('close')}>
        {t.chat.close}
      </button>
      {asking === 'transfer' ? (
        <ChoiceDialog
          title={t.chat.transferTitle}
          question={colleagues.length ? t.chat.transferQuestion : t.chat.transferNone}
          label={t.chat.transferLabel}
          options={colleagues.map((a) => ({ value: a.id, label: a.name }))}
          busy={transfer.isPending}
          onConfirm={(toOperatorId) => transfer.mutate({ conversationId: item.id, toOperatorId }, { onSettled: () => setAsking(null) })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'close' ? (
        <ChoiceDialog
          title={t.chat.closeTitle}
          question={t.chat.closeQuestion}
          label={t.chat.closeLabel}
          options={CHAT_CLOSE_TAGS.map((tag) => ({ value: tag, label: CHAT_CLOSE_TAG_LABELS[tag] }))}
          busy={close.isPending}
          onConfirm={(tag) => close.mutate({ conversationId: item.id, tag: tag as ChatCloseTag }, { onSettled: () => setAsking(null) })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
