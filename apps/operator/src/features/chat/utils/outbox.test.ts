import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from '@app/contract/chat';
import { createOutbox, OUTBOX_RETRY_DELAYS_MS, pendingReplies, type OutboxEntry } from './outbox.ts';

class Refused extends Error {
  constructor(readonly retryable: boolean) {
    super(retryable ? 'no answer' : 'Cuộc trò chuyện đã kết thúc');
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const stored = (entry: OutboxEntry, seq: number): ChatMessageView => ({
  seq,
  conversationId: entry.conversationId,
  clientId: entry.clientId,
  sender: 'agent',
  senderName: 'Lan',
  text: entry.text,
  imageUrl: null,
  sentAt: '2026-11-27T10:00:00Z',
});

/** An outbox whose server is scripted: each call waits until the test answers it. */
function harness() {
  const calls: { entry: OutboxEntry; resolve: (m: ChatMessageView) => void; reject: (e: unknown) => void }[] = [];
  const sent: ChatMessageView[] = [];
  const waits: number[] = [];
  let pending: (() => void) | null = null;
  let ids = 0;
  const outbox = createOutbox({
    send: (entry) => new Promise((resolve, reject) => calls.push({ entry, resolve, reject })),
    onSent: (message) => sent.push(message),
    retryable: (error) => error instanceof Refused && error.retryable,
    describe: (error) => (error instanceof Error ? error.message : '?'),
    newId: () => `id-${++ids}`,
    schedule: (run, delayMs) => {
      waits.push(delayMs);
      pending = run;
      return () => void (pending = null);
    },
  });
  return {
    outbox,
    calls,
    sent,
    waits,
    async answer(i: number, seq: number) {
      calls[i]!.resolve(stored(calls[i]!.entry, seq));
      await flush();
    },
    async fail(i: number, retryable: boolean) {
      calls[i]!.reject(new Refused(retryable));
      await flush();
    },
    elapse() {
      const run = pending;
      pending = null;
      run?.();
    },
    states: (conversationId = 'c1') => outbox.entries(conversationId).map((e) => `${e.text}:${e.state}`),
  };
}

describe('the reply outbox', () => {
  it('sends at once and, once stored, hands the message over and forgets the entry', async () => {
    const h = harness();
    h.outbox.add('c1', { text: 'Chào anh', image: null });
    expect(h.calls.map((c) => c.entry.clientId)).toEqual(['id-1']);
    expect(h.states()).toEqual(['Chào anh:sending']);
    await h.answer(0, 4);
    expect(h.sent.map((m) => [m.seq, m.clientId])).toEqual([[4, 'id-1']]);
    expect(h.states()).toEqual([]);
  });

  it('repeats a send that got no answer with the same clientId, waiting longer each time, until it is stored', async () => {
    const h = harness();
    h.outbox.add('c1', { text: 'Anh chờ chút', image: null });
    await h.fail(0, true);
    expect(h.states()).toEqual(['Anh chờ chút:waiting']);
    h.elapse();
    await h.fail(1, true);
    h.elapse();
    expect(h.calls.map((c) => c.entry.clientId)).toEqual(['id-1', 'id-1', 'id-1']);
    expect(h.waits).toEqual(OUTBOX_RETRY_DELAYS_MS.slice(0, 2));
    await h.answer(2, 9);
    expect(h.sent).toHaveLength(1);
    expect(h.states()).toEqual([]);
  });

  it('gives up after the last automatic attempt; "Gửi lại" sends the same clientId again', async () => {
    const h = harness();
    h.outbox.add('c1', { text: 'Xin chào', image: null });
    for (let i = 0; i < OUTBOX_RETRY_DELAYS_MS.length; i++) {
      await h.fail(i, true);
      h.elapse();
    }
    await h.fail(OUTBOX_RETRY_DELAYS_MS.length, true);
    expect(h.states()).toEqual(['Xin chào:failed']);
    expect(h.outbox.entries('c1')[0]!.error).toBe('no answer');
    h.outbox.retry('id-1');
    expect(h.calls.at(-1)!.entry.clientId).toBe('id-1');
    expect(h.calls).toHaveLength(OUTBOX_RETRY_DELAYS_MS.length + 2);
  });

  it("does not repeat a refusal by itself, and shows the server's words", async () => {
    const h = harness();
    h.outbox.add('c1', { text: 'Còn đó không?', image: null });
    await h.fail(0, false);
    expect(h.states()).toEqual(['Còn đó không?:failed']);
    expect(h.outbox.entries('c1')[0]!.error).toBe('Cuộc trò chuyện đã kết thúc');
    h.elapse();
    expect(h.calls).toHaveLength(1);
    h.outbox.discard('id-1');
    expect(h.states()).toEqual([]);
  });

  it('keeps the order replies were written in: the next waits for the one before, a failed one holds nobody up', async () => {
    const h = harness();
    h.outbox.add('c1', { text: 'một', image: null });
    h.outbox.add('c1', { text: 'hai', image: null });
    h.outbox.add('c2', { text: 'khác', image: null });
    expect(h.calls.map((c) => c.entry.text)).toEqual(['một', 'khác']);
    await h.fail(0, true);
    expect(h.calls).toHaveLength(2);
    h.elapse();
    await h.answer(2, 5);
    expect(h.calls.map((c) => c.entry.text)).toEqual(['một', 'khác', 'một', 'hai']);
    await h.fail(3, false);
    h.outbox.add('c1', { text: 'ba', image: null });
    expect(h.calls.at(-1)!.entry.text).toBe('ba');
    expect(h.states()).toEqual(['hai:failed', 'ba:sending']);
  });

  it('gives the same array until something changes', () => {
    const h = harness();
    const before = h.outbox.entries('c1');
    expect(h.outbox.entries('c1')).toBe(before);
    h.outbox.add('c1', { text: 'x', image: null });
    expect(h.outbox.entries('c1')).not.toBe(before);
  });
});

describe('pending replies', () => {
  it('shows a reply once: an entry whose message is already stored (the push beat the answer) is hidden', () => {
    const h = harness();
    const a = h.outbox.add('c1', { text: 'a', image: null });
    const b = h.outbox.add('c1', { text: 'b', image: null });
    expect(pendingReplies([stored(a, 3)], h.outbox.entries('c1')).map((e) => e.clientId)).toEqual([b.clientId]);
  });
});
