import { describe, expect, it } from 'vitest';
import { FakeEventSource as FakeSource } from '@app/contract/testing/fake-event-source';
import type { OperatorEvent } from '@app/contract/chat';
import { connectOperatorEvents } from './event-stream.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(ticketFails = 0) {
  const sources: FakeSource[] = [];
  const log: string[] = [];
  const events: OperatorEvent[] = [];
  let pending: (() => void) | null = null;
  let failuresLeft = ticketFails;
  const stop = connectOperatorEvents({
    getTicket: async () => {
      if (failuresLeft-- > 0) throw new Error('offline');
      return 'ticket';
    },
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onReady: () => log.push('ready'),
    onDrop: () => log.push('drop'),
    schedule: (run) => {
      pending = run;
      return () => void (pending = null);
    },
  });
  return {
    sources,
    log,
    events,
    stop,
    last: () => sources.at(-1)!,
    async elapse() {
      const run = pending;
      pending = null;
      run?.();
      await flush();
    },
  };
}

/**
 * The console's stream runs on the shared one (@app/contract/event-stream, tested in
 * packages/contract/test/event-stream.test.ts: tickets, waits, stopping); here, what the console adds:
 * the events it hears, and a missing ticket shown as a drop.
 */
describe('the console event stream', () => {
  it("hands on the console's events, ignoring garbage and mislabelled data", async () => {
    const h = harness();
    await flush();
    h.last().emit('ready', '{}');
    h.last().emit('review-queue', JSON.stringify({ type: 'review-queue', requestType: 'DEPOSIT', id: 7, status: '2' }));
    h.last().emit('chat-desk', 'not json');
    h.last().emit('chat-desk', JSON.stringify({ type: 'dashboard' }));
    h.last().emit('chat-typing', JSON.stringify({ type: 'chat-typing', conversationId: 'c1' }));
    // A member's event is not the console's: not listened for.
    h.last().emit('balance', JSON.stringify({ type: 'balance', balance: 1, totalBalance: 1 }));
    expect(h.events).toEqual([
      { type: 'review-queue', requestType: 'DEPOSIT', id: 7, status: '2' },
      { type: 'chat-typing', conversationId: 'c1' },
    ]);
    h.stop();
  });

  it('shows a ticket that cannot be had (offline) as a drop, like a stream that dropped', async () => {
    const h = harness(1);
    await flush();
    expect(h.log).toEqual(['drop']);
    await h.elapse();
    h.last().emit('ready', '{}');
    h.last().fail();
    expect(h.log).toEqual(['drop', 'ready', 'drop']);
    h.stop();
  });
});
