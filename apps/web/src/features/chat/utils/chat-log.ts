import type { ChatConversationView, ChatMessageView } from '@app/contract/chat';

/**
 * The conversation on screen and its messages. Messages reach the client three ways (the open call,
 * the stream, the catch-up after a reconnect, plus the answer to a send), often the same one twice:
 * every way goes through these merges, keyed by seq (and clientId), so each shows exactly once.
 */
export type ChatLog = {
  conversation: ChatConversationView | null;
  /** The conversation's messages, by seq, each seq and each clientId once. */
  messages: ChatMessageView[];
};

export const EMPTY_LOG: ChatLog = { conversation: null, messages: [] };

/** Adds or replaces (same seq: the later copy, e.g. with a fresh image URL) and keeps the order by seq. */
export function mergeMessages(list: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return list as ChatMessageView[];
  const bySeq = new Map<number, ChatMessageView>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  const seen = new Set<string>();
  return [...bySeq.values()]
    .sort((a, b) => a.seq - b.seq)
    .filter((m) => {
      if (seen.has(m.clientId)) return false;
      seen.add(m.clientId);
      return true;
    });
}

/** The highest seq on screen (the catch-up asks for what comes after it). */
export function highestSeq(log: ChatLog): number {
  return log.messages.at(-1)?.seq ?? 0;
}

export function isOwnMessage(m: Pick<ChatMessageView, 'sender'>): boolean {
  return m.sender === 'member' || m.sender === 'visitor';
}

/** The highest seq of what CSKH wrote (agent and system lines): what this side reports as received or read. */
export function highestPeerSeq(log: ChatLog): number {
  for (let i = log.messages.length - 1; i >= 0; i--) {
    const m = log.messages[i]!;
    if (!isOwnMessage(m)) return m.seq;
  }
  return 0;
}

/**
 * A conversation view arrived (open, send, catch-up, stream). The same conversation: its newest state,
 * but marks only move forward and a closed one stays closed (a late copy may be older). Another one:
 * taken when it is newer than the one on screen (a new conversation after a closed one), with its own
 * messages; an older one is ignored.
 */
export function applyConversation(log: ChatLog, next: ChatConversationView): ChatLog {
  const current = log.conversation;
  if (current && current.id === next.id) {
    const closed = current.status === 'closed' && next.status !== 'closed';
    return {
      ...log,
      conversation: {
        ...next,
        status: closed ? 'closed' : next.status,
        closedAt: closed ? current.closedAt : next.closedAt,
        agentName: next.agentName ?? current.agentName,
        peerDelivered: Math.max(current.peerDelivered, next.peerDelivered),
        peerRead: Math.max(current.peerRead, next.peerRead),
      },
    };
  }
  if (current && next.createdAt < current.createdAt) return log;
  return { conversation: next, messages: [] };
}

/**
 * Messages of a conversation: merged when it is the one on screen. Otherwise nothing changes and the
 * caller asks the server what the current conversation is (`known: false`).
 */
export function applyMessages(log: ChatLog, conversationId: string, incoming: readonly ChatMessageView[]): { log: ChatLog; known: boolean } {
  if (log.conversation?.id !== conversationId) return { log, known: false };
  return { log: { ...log, messages: mergeMessages(log.messages, incoming) }, known: true };
}

/** Sent (stored), delivered (reached CSKH's screen), read (seen there). */
export type MessageMark = 'sent' | 'delivered' | 'read';

export function markOf(message: Pick<ChatMessageView, 'seq'>, conversation: Pick<ChatConversationView, 'peerDelivered' | 'peerRead'> | null): MessageMark {
  if (conversation && conversation.peerRead >= message.seq) return 'read';
  if (conversation && conversation.peerDelivered >= message.seq) return 'delivered';
  return 'sent';
}

/** Whether the conversation takes messages; a closed one (or none yet) means the next send opens a new one. */
export function isOpenConversation(conversation: ChatConversationView | null): boolean {
  return conversation !== null && conversation.status !== 'closed';
}
