/**
 * The client side of the API's event streams: one server-sent event stream kept open with
 * single-use tickets. The member client's event stream and live chat, and the console's stream, all
 * run on it. Each SSE message's `event:` is the event's type and its `data:` the event as JSON; the
 * server sends a 'ready' once subscribed, and ends a stream after about 15 minutes (or on any error),
 * after which a new ticket opens a new one. No DOM here: the caller opens the EventSource.
 */

/** Waits before the 1st, 2nd, … reconnection in a row; the last one repeats. Reset by a stream that got ready. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function reconnectDelay(failuresInARow: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failuresInARow, RECONNECT_DELAYS_MS.length - 1)]!;
}

/** What the connection needs of an EventSource (a test can hand it a stand-in). */
export type EventSourceLike = {
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
};

export type EventStreamDeps<E extends { type: string }> = {
  /** The event names to listen for; a message of any other name is not heard. */
  types: readonly E['type'][];
  getTicket(): Promise<string>;
  open(ticket: string): EventSourceLike;
  onEvent(event: E): void;
  /** The stream is live; `reconnected`: an earlier one dropped, so events may have been missed meanwhile. */
  onReady(reconnected: boolean): void;
  /** The stream dropped (it is opened again later). */
  onDrop?(): void;
  /** No ticket could be had (offline, signed out): asked again later. */
  onTicketError?(error: unknown): void;
  /** setTimeout by default; returns the cancel function. */
  schedule?(run: () => void, delayMs: number): () => void;
};

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Keeps one event stream open until stopped. Tickets are single-use, so the browser's own
 * reconnection (same URL, same ticket) can only fail: on any error the stream is closed and, after a
 * growing wait, opened again with a new ticket. Returns the stop function.
 */
export function connectEventStream<E extends { type: string }>(deps: EventStreamDeps<E>): () => void {
  const schedule = deps.schedule ?? defaultSchedule;
  let stopped = false;
  let failures = 0;
  let wasReady = false;
  let source: EventSourceLike | null = null;
  let cancelRetry = () => {};

  function retryLater() {
    if (stopped) return;
    cancelRetry = schedule(() => void connect(), reconnectDelay(failures++));
  }

  async function connect() {
    let ticket: string;
    try {
      ticket = await deps.getTicket();
    } catch (error) {
      deps.onTicketError?.(error);
      retryLater();
      return;
    }
    if (stopped) return;
    const current = deps.open(ticket);
    source = current;
    current.addEventListener('ready', () => {
      failures = 0;
      deps.onReady(wasReady);
      wasReady = true;
    });
    for (const type of deps.types) {
      current.addEventListener(type, (message) => {
        const event = parseEvent<E>(type, message.data);
        // A message already on its way when the stream was stopped is not handed on.
        if (event && !stopped) deps.onEvent(event);
      });
    }
    current.onerror = () => {
      if (source !== current) return;
      current.close();
      source = null;
      deps.onDrop?.();
      retryLater();
    };
  }

  void connect();
  return () => {
    stopped = true;
    cancelRetry();
    source?.close();
    source = null;
  };
}

/** The data of an SSE message named `type`; anything else (a proxy's garbage) is ignored. */
function parseEvent<E extends { type: string }>(type: E['type'], data: string): E | null {
  try {
    const value = JSON.parse(data) as { type?: unknown } | null;
    return value?.type === type ? (value as E) : null;
  } catch {
    return null;
  }
}
