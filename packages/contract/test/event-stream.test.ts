import { describe, expect, it } from 'vitest';
import { FakeEventSource as FakeSource } from '../src/testing/fake-event-source.ts';
import { connectEventStream, reconnectDelay } from '../src/event-stream.ts';
import { MEMBER_EVENT_TYPES, type MemberEvent } from '../src/events.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness({ ticketFails = 0 } = {}) {
  const sources: FakeSource[] = [];
  const events: MemberEvent[] = [];
  const readies: boolean[] = [];
  /** How many streams had been opened at each drop. */
  const drops: number[] = [];
  const waits: number[] = [];
  let pending: (() => void) | null = null;
  let tickets = 0;
  let failuresLeft = ticketFails;
  const stop = connectEventStream<MemberEvent>({
    types: MEMBER_EVENT_TYPES,
    getTicket: async () => {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error('offline');
      }
      return `ticket-${++tickets}`;
    },
    open: (ticket) => {
      const source = new FakeSource(ticket);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onReady: (reconnected) => readies.push(reconnected),
    onDrop: () => drops.push(sources.length),
    schedule: (run, delayMs) => {
      waits.push(delayMs);
      pending = run;
      return () => {
        pending = null;
      };
    },
  });
  return {
    sources,
    events,
    readies,
    drops,
    waits,
    stop,
    last: () => sources.at(-1)!,
    /** Lets the scheduled reconnection happen now. */
    async elapse() {
      const run = pending;
      pending = null;
      run?.();
      await flush();
    },
    hasPending: () => pending !== null,
  };
}

describe('an event stream kept open with single-use tickets (the member\'s events here; the chat and the console run on it too)', () => {
  it('opens the stream with a fresh ticket and hands on the events it names', async () => {
    const h = harness();
    await flush();
    expect(h.sources.map((s) => s.ticket)).toEqual(['ticket-1']);
    h.last().emit('ready', '{}');
    h.last().emit('balance', JSON.stringify({ type: 'balance', balance: 5_000, totalBalance: 9_000 }));
    h.last().emit('payment-status', JSON.stringify({ type: 'payment-status', requestType: 'DEPOSIT', id: 4, amount: 100_000, status: 3, reason: null }));
    // A body that is not the named event, or not JSON, is dropped.
    h.last().emit('balance', JSON.stringify({ type: 'payment-status' }));
    h.last().emit('balance', 'not json');
    expect(h.readies).toEqual([false]);
    expect(h.events).toEqual([
      { type: 'balance', balance: 5_000, totalBalance: 9_000 },
      { type: 'payment-status', requestType: 'DEPOSIT', id: 4, amount: 100_000, status: 3, reason: null },
    ]);
    h.stop();
  });

  it('on an error closes the stream and comes back later with a new ticket, waiting longer each time', async () => {
    const h = harness();
    await flush();
    for (let i = 0; i < 7; i++) {
      const dropped = h.last();
      dropped.fail();
      expect(dropped.closed).toBe(true);
      await h.elapse();
    }
    expect(h.waits).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000]);
    expect(new Set(h.sources.map((s) => s.ticket)).size).toBe(8);

    // A stream that got ready starts the waits over, and says events may have been missed.
    h.last().emit('ready', '{}');
    h.last().fail();
    await h.elapse();
    expect(h.waits.at(-1)).toBe(1_000);
    expect(h.readies).toEqual([false]);
    h.last().emit('ready', '{}');
    expect(h.readies).toEqual([false, true]);
    h.stop();
  });

  it('retries a ticket that could not be had, with the same waits', async () => {
    const h = harness({ ticketFails: 2 });
    await flush();
    expect(h.sources).toHaveLength(0);
    await h.elapse();
    await h.elapse();
    expect(h.waits).toEqual([1_000, 2_000]);
    expect(h.sources.map((s) => s.ticket)).toEqual(['ticket-1']);
    h.stop();
  });

  it('stops for good: the stream is closed and no reconnection is left waiting', async () => {
    const h = harness();
    await flush();
    const first = h.last();
    first.fail();
    expect(h.hasPending()).toBe(true);
    h.stop();
    expect(h.hasPending()).toBe(false);
    const again = harness();
    await flush();
    again.stop();
    expect(again.last().closed).toBe(true);
    again.last().fail();
    expect(again.hasPending()).toBe(false);
  });

  it('the error of an old stream does not touch the new one', async () => {
    const h = harness();
    await flush();
    const first = h.last();
    first.fail();
    await h.elapse();
    first.fail();
    expect(h.last().closed).toBe(false);
    expect(h.sources).toHaveLength(2);
    expect(h.drops).toEqual([1]);
    h.stop();
  });

  it('once stopped, hands on nothing more, even a message already on its way', async () => {
    const h = harness();
    await flush();
    const source = h.last();
    h.stop();
    source.emit('balance', JSON.stringify({ type: 'balance', balance: 1, totalBalance: 1 }));
    expect(h.events).toEqual([]);
  });

  it('never waits more than 30 s', () => {
    expect(reconnectDelay(0)).toBe(1_000);
    expect(reconnectDelay(100)).toBe(30_000);
  });
});
