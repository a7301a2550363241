import { describe, expect, it } from 'vitest';
import type { ChatConversationDetail } from '@app/contract';
import type { ChatMessageView } from '@app/contract/chat';
import { mergeDetail, mergeMessages, tickOf, withMarks, withMessage } from './message-list.ts';
import { waitedFor } from './waited.ts';

const m = (seq: number, clientId = `c-${seq}`, text = `tin ${seq}`): ChatMessageView => ({
  seq,
  conversationId: 'conv',
  clientId,
  sender: seq % 2 ? 'member' : 'agent',
  senderName: null,
  text,
  imageUrl: null,
  sentAt: '2026-11-27T10:00:00Z',
});

const detail = (messages: ChatMessageView[], memberDelivered = 0, memberRead = 0): ChatConversationDetail => ({
  item: {
    id: 'conv',
    status: 'active',
    who: 'demo01',
    memberId: 'm1',
    contact: null,
    agentId: 'a1',
    agentName: 'Lan',
    createdAt: '2026-11-27T10:00:00Z',
    lastMessageAt: '2026-11-27T10:00:00Z',
    lastText: null,
    unread: 0,
  },
  memberDelivered,
  memberRead,
  closeTag: null,
  messages,
  member: null,
});

describe('merging messages', () => {
  it('keeps one copy of each message in seq order, whichever way it came', () => {
    expect(mergeMessages([m(1), m(3)], [m(2), m(3), m(4)]).map((x) => x.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages([], [m(5), m(2)]).map((x) => x.seq)).toEqual([2, 5]);
  });

  it('treats the same clientId as the same message', () => {
    expect(mergeMessages([m(2, 'x')], [m(7, 'x')]).map((x) => x.seq)).toEqual([2]);
  });

  it('a refetch that left before a push arrived does not lose the pushed message, and marks never go back', () => {
    const held = withMarks(withMessage(detail([m(1), m(2)]), m(3)), { memberDelivered: 3, memberRead: 2 });
    const merged = mergeDetail(held, detail([m(1), m(2)], 2, 1));
    expect(merged.messages.map((x) => x.seq)).toEqual([1, 2, 3]);
    expect([merged.memberDelivered, merged.memberRead]).toEqual([3, 2]);
  });

  it('ignores a message of another conversation and one it already has (same object back)', () => {
    const d = detail([m(1)]);
    expect(withMessage(d, { ...m(2), conversationId: 'other' })).toBe(d);
    expect(withMessage(d, m(1))).toBe(d);
    expect(withMarks(d, { memberDelivered: 0, memberRead: 0 })).toBe(d);
  });
});

describe('ticks and waiting times', () => {
  it('marks a desk message sent, delivered or read by the member side', () => {
    expect(tickOf(5, 4, 3)).toBe('sent');
    expect(tickOf(4, 4, 3)).toBe('delivered');
    expect(tickOf(3, 4, 3)).toBe('read');
  });

  it('says how long someone has waited', () => {
    const since = '2026-11-27T10:00:00Z';
    const at = (minutes: number) => Date.parse(since) + minutes * 60_000;
    expect(waitedFor(since, at(0.5))).toBe('dưới 1 phút');
    expect(waitedFor(since, at(3))).toBe('3 phút');
    expect(waitedFor(since, at(60))).toBe('1 giờ');
    expect(waitedFor(since, at(65))).toBe('1 giờ 5 phút');
    expect(waitedFor(since, at(60 * 49))).toBe('2 ngày');
  });
});
