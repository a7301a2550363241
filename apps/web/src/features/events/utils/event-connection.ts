import { MEMBER_EVENT_TYPES, type MemberEvent } from '@app/contract/events';

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

export type EventConnectionDeps = {
  getTicket(): Promise<string>;
  open(ticket: string): EventSourceLike;
  onEvent(event: MemberEvent): void;
  /** The stream is live; `reconnected`: an earlier one dropped, so events may have been missed meanwhile. */
  onReady(reconnected: boolean): void;
  onTicketError?(error: unknown): void;
  /** setTimeout by default; returns the cancel function. */
  schedule?(run: () => void, delayMs: number): () => void;
};

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Keeps one member event stream open until stopped. Tickets are single-use, so the browser's own
 * reconnection (same URL, same ticket) can only fail: on any error the stream is closed and, after a
 * growing wait, opened again with a new ticket. Returns the stop function.
 */
export function connectMemberEvents(deps: EventConnectionDeps): () => void {
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
    for (const type of MEMBER_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parseEvent(type, message.data);
        if (event) deps.onEvent(event);
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
function parseEvent(type: MemberEvent['type'], data: string): MemberEvent | null {
  try {
    const value = JSON.parse(data) as { type?: unknown } | null;
    return value?.type === type ? (value as MemberEvent) : null;
  } catch {
    return null;
  }
}
