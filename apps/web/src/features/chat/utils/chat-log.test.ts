import { describe, expect, it } from 'vitest';
import type { ChatConversationView, ChatMessageView } from '@app/contract/chat';
import { applyConversation, applyMessages, EMPTY_LOG, highestPeerSeq, highestSeq, markOf, mergeMessages } from './chat-log.ts';

const conversation = (over: Partial<ChatConversationView> = {}): ChatConversationView => ({
  id: 'c1',
  status: 'active',
  agentName: 'Lan',
  peerDelivered: 0,
  peerRead: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  closedAt: null,
  ...over,
});

const message = (seq: number, over: Partial<ChatMessageView> = {}): ChatMessageView => ({
  seq,
  conversationId: 'c1',
  clientId: `id-${seq}`,
  sender: 'visitor',
  senderName: null,
  text: `tin ${seq}`,
  imageUrl: null,
  sentAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('chat log merge', () => {
  it('keeps every message once, in seq order, whatever order and how often they arrive', () => {
    const fromOpen = [message(1), message(2)];
    const fromStream = [message(4), message(2)];
    const fromCatchUp = [message(3), message(4)];
    const merged = mergeMessages(mergeMessages(mergeMessages([], fromOpen), fromStream), fromCatchUp);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('takes the later copy of a seq (a fresh image address)', () => {
    const merged = mergeMessages([message(1, { imageUrl: '/old' })], [message(1, { imageUrl: '/new' })]);
    expect(merged).toEqual([message(1, { imageUrl: '/new' })]);
  });

  it('never shows one clientId twice, even under two seqs', () => {
    const merged = mergeMessages([message(1, { clientId: 'same' })], [message(2, { clientId: 'same' }), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 3]);
  });

  it('merges only into the conversation on screen, and says when a message is of another one', () => {
    const log = { conversation: conversation(), messages: [message(1)] };
    expect(applyMessages(log, 'c1', [message(2)]).log.messages).toHaveLength(2);
    const other = applyMessages(log, 'c2', [message(1, { conversationId: 'c2' })]);
    expect(other).toEqual({ log, known: false });
    expect(applyMessages(EMPTY_LOG, 'c1', [message(1)]).known).toBe(false);
  });

  it('finds the highest seq, and the highest of what CSKH wrote', () => {
    const log = { conversation: conversation(), messages: [message(1), message(2, { sender: 'agent' }), message(3, { sender: 'system' }), message(4)] };
    expect(highestSeq(log)).toBe(4);
    expect(highestPeerSeq(log)).toBe(3);
    expect(highestSeq(EMPTY_LOG)).toBe(0);
    expect(highestPeerSeq({ ...log, messages: [message(1)] })).toBe(0);
  });
});

describe('chat conversation updates', () => {
  it('moves the marks forward only, and keeps a closed conversation closed', () => {
    let log = applyConversation(EMPTY_LOG, conversation({ peerDelivered: 3, peerRead: 2 }));
    log = applyConversation(log, conversation({ peerDelivered: 1, peerRead: 1 }));
    expect(log.conversation).toMatchObject({ peerDelivered: 3, peerRead: 2 });
    log = applyConversation(log, conversation({ status: 'closed', closedAt: '2026-11-27T11:00:00.000Z' }));
    log = applyConversation(log, conversation({ status: 'active' }));
    expect(log.conversation).toMatchObject({ status: 'closed', closedAt: '2026-11-27T11:00:00.000Z' });
  });

  it('takes a newer conversation with its own messages, and ignores an older one', () => {
    const log = { conversation: conversation(), messages: [message(1)] };
    const newer = applyConversation(log, conversation({ id: 'c2', status: 'waiting', createdAt: '2026-11-27T12:00:00.000Z' }));
    expect(newer).toEqual({ conversation: conversation({ id: 'c2', status: 'waiting', createdAt: '2026-11-27T12:00:00.000Z' }), messages: [] });
    expect(applyConversation(newer, conversation())).toBe(newer);
  });

  it('keeps the agent name when a later view has none', () => {
    const log = applyConversation(applyConversation(EMPTY_LOG, conversation()), conversation({ agentName: null }));
    expect(log.conversation?.agentName).toBe('Lan');
  });
});

describe('marks on own messages', () => {
  it('one tick when stored, two when delivered, coloured when read', () => {
    const c = conversation({ peerDelivered: 5, peerRead: 3 });
    expect(markOf({ seq: 3 }, c)).toBe('read');
    expect(markOf({ seq: 4 }, c)).toBe('delivered');
    expect(markOf({ seq: 6 }, c)).toBe('sent');
    expect(markOf({ seq: 1 }, null)).toBe('sent');
  });
});
