import { OPERATOR_EVENT_TYPES, type OperatorEvent } from '@app/contract/chat';

/**
 * The console's event stream, kept open with single-use tickets. Each SSE message's `event:` is the
 * event's type and its `data:` the event as JSON; the server sends a 'ready' once subscribed, and ends
 * the stream after about 15 minutes (or on any error), after which a new ticket opens a new one.
 */

/** Waits before the 1st, 2nd, … reconnection in a row; the last one repeats. Reset by a stream that got ready. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function reconnectDelay(failuresInARow: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failuresInARow, RECONNECT_DELAYS_MS.length - 1)]!;
}

/** What the connection needs of an EventSource (a test hands it a stand-in). */
export type EventSourceLike = {
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
};

export type OperatorStreamDeps = {
  getTicket(): Promise<string>;
  open(ticket: string): EventSourceLike;
  onEvent(event: OperatorEvent): void;
  /** The stream is live; whatever was pushed while it was not may have been missed. */
  onReady(): void;
  /** The stream dropped or could not be opened; it is tried again later. */
  onDrop(): void;
  /** setTimeout by default; returns the cancel function. */
  schedule?(run: () => void, delayMs: number): () => void;
};

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Keeps one stream open until stopped. A ticket works once, so the browser's own reconnection (same
 * URL) can only fail: on any error the stream is closed here and, after a growing wait, opened again
 * with a new ticket. Returns the stop function.
 */
export function connectOperatorEvents(deps: OperatorStreamDeps): () => void {
  const schedule = deps.schedule ?? defaultSchedule;
  let stopped = false;
  let failures = 0;
  let source: EventSourceLike | null = null;
  let cancelRetry = () => {};

  function retryLater() {
    if (stopped) return;
    deps.onDrop();
    cancelRetry = schedule(() => void connect(), reconnectDelay(failures++));
  }

  async function connect() {
    let ticket: string;
    try {
      ticket = await deps.getTicket();
    } catch {
      retryLater();
      return;
    }
    if (stopped) return;
    const current = deps.open(ticket);
    source = current;
    current.addEventListener('ready', () => {
      failures = 0;
      deps.onReady();
    });
    for (const type of OPERATOR_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parseEvent(type, message.data);
        if (event && !stopped) deps.onEvent(event);
      });
    }
    current.onerror = () => {
      if (source !== current) return;
      current.close();
      source = null;
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
function parseEvent(type: OperatorEvent['type'], data: string): OperatorEvent | null {
  try {
    const value = JSON.parse(data) as { type?: unknown } | null;
    return value?.type === type ? (value as OperatorEvent) : null;
  } catch {
    return null;
  }
}
