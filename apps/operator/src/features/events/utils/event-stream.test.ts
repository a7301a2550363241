import { describe, expect, it } from 'vitest';
import type { OperatorEvent } from '@app/contract/chat';
import { connectOperatorEvents, reconnectDelay, type EventSourceLike } from './event-stream.ts';

/** Stands in for the browser's EventSource, which Node does not have. */
class FakeSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  constructor(readonly ticket: string) {}
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness({ ticketFails = 0 } = {}) {
  const sources: FakeSource[] = [];
  const log: string[] = [];
  const events: OperatorEvent[] = [];
  const waits: number[] = [];
  let pending: (() => void) | null = null;
  let tickets = 0;
  let failuresLeft = ticketFails;
  const stop = connectOperatorEvents({
    getTicket: async () => {
      if (failuresLeft-- > 0) throw new Error('offline');
      return `ticket-${++tickets}`;
    },
    open: (ticket) => {
      const source = new FakeSource(ticket);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onReady: () => log.push('ready'),
    onDrop: () => log.push('drop'),
    schedule: (run, delayMs) => {
      waits.push(delayMs);
      pending = run;
      return () => void (pending = null);
    },
  });
  return {
    sources,
    log,
    events,
    waits,
    stop,
    last: () => sources.at(-1)!,
    async elapse() {
      const run = pending;
      pending = null;
      run?.();
      await flush();
    },
    hasPending: () => pending !== null,
  };
}

describe('the console event stream', () => {
  it('opens with a fresh ticket and hands on the events it knows, ignoring garbage and mislabelled data', async () => {
    const h = harness();
    await flush();
    expect(h.sources.map((s) => s.ticket)).toEqual(['ticket-1']);
    h.last().emit('ready', '{}');
    h.last().emit('review-queue', JSON.stringify({ type: 'review-queue', requestType: 'DEPOSIT', id: 7, status: '2' }));
    h.last().emit('chat-desk', 'not json');
    h.last().emit('chat-desk', JSON.stringify({ type: 'dashboard' }));
    h.last().emit('chat-typing', JSON.stringify({ type: 'chat-typing', conversationId: 'c1' }));
    expect(h.log).toEqual(['ready']);
    expect(h.events).toEqual([
      { type: 'review-queue', requestType: 'DEPOSIT', id: 7, status: '2' },
      { type: 'chat-typing', conversationId: 'c1' },
    ]);
  });

  it('after a drop closes the old stream and reopens with a new ticket, waiting longer each failure in a row', async () => {
    const h = harness();
    await flush();
    h.last().fail();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.log).toEqual(['drop']);
    await h.elapse();
    h.last().fail();
    await h.elapse();
    h.last().fail();
    expect(h.waits).toEqual([reconnectDelay(0), reconnectDelay(1), reconnectDelay(2)]);
    expect(h.waits[2]).toBeGreaterThan(h.waits[0]!);
    await h.elapse();
    expect(h.sources.map((s) => s.ticket)).toEqual(['ticket-1', 'ticket-2', 'ticket-3', 'ticket-4']);
  });

  it('a stream that got ready resets the wait: the 15-minute end of a healthy stream reconnects within a second', async () => {
    const h = harness();
    await flush();
    h.last().fail();
    await h.elapse();
    h.last().fail();
    await h.elapse();
    h.last().emit('ready', '{}');
    h.last().fail();
    expect(h.waits.at(-1)).toBe(reconnectDelay(0));
    await h.elapse();
    h.last().emit('ready', '{}');
    expect(h.log).toEqual(['drop', 'drop', 'ready', 'drop', 'ready']);
  });

  it('retries when the ticket cannot be had (offline), and the error of an old stream does not touch the new one', async () => {
    const h = harness({ ticketFails: 2 });
    await flush();
    expect(h.sources).toHaveLength(0);
    await h.elapse();
    await h.elapse();
    expect(h.sources.map((s) => s.ticket)).toEqual(['ticket-1']);
    const first = h.last();
    first.fail();
    await h.elapse();
    first.fail();
    expect(h.last().closed).toBe(false);
    expect(h.sources).toHaveLength(2);
  });

  it('once stopped, closes the stream, cancels the pending retry and hands on nothing more', async () => {
    const h = harness();
    await flush();
    const source = h.last();
    h.stop();
    expect(source.closed).toBe(true);
    source.emit('dashboard', JSON.stringify({ type: 'dashboard' }));
    expect(h.events).toEqual([]);
    const again = harness();
    await flush();
    again.last().fail();
    expect(again.hasPending()).toBe(true);
    again.stop();
    expect(again.hasPending()).toBe(false);
  });
});
