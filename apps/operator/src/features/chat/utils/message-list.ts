import type { ChatMessageView } from '@app/contract/chat';
import type { ChatConversationDetail } from '@app/contract';

/**
 * The conversation's messages as the desk keeps them: one copy of each, in the server's order. The
 * same message can arrive three ways (the reply's answer, the stream's push, a refetch), so every
 * path merges rather than appends: by seq, and by clientId (a send repeated after a lost answer is the
 * same message).
 */
export function mergeMessages(current: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  const bySeq = new Map<number, ChatMessageView>();
  const clientIds = new Set<string>();
  for (const m of [...current, ...incoming].sort((a, b) => a.seq - b.seq)) {
    if (bySeq.has(m.seq) || clientIds.has(m.clientId)) continue;
    bySeq.set(m.seq, m);
    clientIds.add(m.clientId);
  }
  return [...bySeq.values()];
}

/**
 * A fresh answer for a conversation, with what the desk already held: messages pushed while the
 * request was in flight stay, and marks only ever rise.
 */
export function mergeDetail(held: ChatConversationDetail | undefined, fresh: ChatConversationDetail): ChatConversationDetail {
  if (!held || held.item.id !== fresh.item.id) return fresh;
  return {
    ...fresh,
    memberDelivered: Math.max(held.memberDelivered, fresh.memberDelivered),
    memberRead: Math.max(held.memberRead, fresh.memberRead),
    messages: mergeMessages(held.messages, fresh.messages),
  };
}

/** One pushed or answered message into the conversation it belongs to (the same object when nothing changed). */
export function withMessage(detail: ChatConversationDetail, message: ChatMessageView): ChatConversationDetail {
  if (message.conversationId !== detail.item.id) return detail;
  if (detail.messages.some((m) => m.seq === message.seq || m.clientId === message.clientId)) return detail;
  return { ...detail, messages: mergeMessages(detail.messages, [message]) };
}

export function withMarks(detail: ChatConversationDetail, marks: { memberDelivered: number; memberRead: number }): ChatConversationDetail {
  const memberDelivered = Math.max(detail.memberDelivered, marks.memberDelivered);
  const memberRead = Math.max(detail.memberRead, marks.memberRead);
  return memberDelivered === detail.memberDelivered && memberRead === detail.memberRead ? detail : { ...detail, memberDelivered, memberRead };
}

export type Tick = 'sent' | 'delivered' | 'read';

/** The mark under a desk message: what the member's side has received and read up to. */
export function tickOf(seq: number, memberDelivered: number, memberRead: number): Tick {
  if (seq <= memberRead) return 'read';
  if (seq <= memberDelivered) return 'delivered';
  return 'sent';
}

export const lastSeq = (messages: readonly ChatMessageView[]) => messages.at(-1)?.seq ?? 0;
