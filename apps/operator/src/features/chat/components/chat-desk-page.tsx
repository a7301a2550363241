import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChatDesk } from '../api/chat-desk.ts';
import { useChatEvents } from '../hooks/use-chat-events.ts';
import { chatDuty } from '../stores/duty.ts';
import { CannedRepliesAdmin } from './canned-replies-admin.tsx';
import { ConversationView } from './conversation-view.tsx';
import { DeskLists } from './desk-lists.tsx';
import { DutySwitch } from './duty-switch.tsx';
import './chat-desk.css';

/**
 * "Hỗ trợ trực tuyến": the queue and the conversations on the left, the open one in the middle, the
 * member beside it. Everything moves by pushed events; the open conversation is in the address.
 */
export function ChatDeskPage() {
  useDocumentTitle(t.chat.heading);
  const { conversationId } = useParams<{ conversationId?: string }>();
  const desk = useChatDesk();
  const may = useMay();
  useChatEvents();
  useDutyWhileHere(desk.data?.onDuty);

  return (
    <section className="page chat-page" aria-labelledby="chat-heading">
      <header className="chat-page__header">
        <div className="page__header--stacked">
          <h1 id="chat-heading" className="page__title">
            {t.chat.heading}
          </h1>
          <p className="page__lead">{t.chat.lead}</p>
        </div>
        <DutySwitch agentsOnDuty={desk.data?.agentsOnDuty.length ?? 0} />
      </header>
      <div className="chat-desk">
        <DeskLists desk={desk.data} loading={desk.isPending} selected={conversationId} />
        {conversationId ? (
          <ConversationView key={conversationId} conversationId={conversationId} desk={desk.data} />
        ) : (
          <p className="chat-desk__pick empty">{t.chat.pickOne}</p>
        )}
      </div>
      {may('chatCannedSave') ? <CannedRepliesAdmin replies={desk.data?.cannedReplies ?? []} /> : null}
    </section>
  );
}

/**
 * On duty only while the desk is open: the server's word on first load picks up a duty this agent
 * left on a moment ago (a reload), and leaving the page says off duty.
 */
function useDutyWhileHere(serverOnDuty: boolean | undefined) {
  const checked = useRef(false);
  useEffect(() => {
    if (serverOnDuty === undefined || checked.current) return;
    checked.current = true;
    if (serverOnDuty) chatDuty.resume();
  }, [serverOnDuty]);
  useEffect(() => () => void chatDuty.leave(), []);
}
