import type { ServerResponse } from 'node:http';
import type { EventBus } from './member-event-bus.ts';

/** The browser reconnects this long after a dropped stream (our client reconnects itself with a new ticket). */
const RETRY_MS = 3000;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the client comes back with a new ticket, which needs a valid
 * session: a logged-out or blocked session stops hearing within this time, and load balancers can
 * move streams between instances.
 */
const MAX_STREAM_MS = 15 * 60_000;
/** A client that reads nothing while events pile up is dropped instead of buffered without end. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export const SSE_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/** A reply's headers as set so far (the security and CORS ones), for a hijacked answer that writes its own head. */
export function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** One SSE message: `event:` names the type, `data:` is the JSON (one line: JSON.stringify has no newlines). */
export const sseMessage = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves one member's events (or one topic's: a chat identity, the console) on a hijacked response until the client goes away, the stream reaches
 * its age limit, or the server ends it (`end`). "ready" goes out once the bus promises delivery, so a
 * client that saw it misses nothing published afterwards. `onClosed` runs once, however it ends.
 */
export function serveMemberEvents<E extends { type: string }>(
  raw: ServerResponse,
  {
    events,
    memberId,
    headers,
    onClosed,
    stillAllowed,
  }: {
    events: EventBus<E>;
    memberId: string;
    headers: Record<string, string>;
    onClosed(): void;
    /** Asked at every heartbeat: false ends the stream (the console's, when its operator is disabled or signed out). */
    stillAllowed?: () => Promise<boolean>;
  },
): { end(): void } {
  let open = true;
  const write = (chunk: string) => {
    if (!open) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const unsubscribe = events.subscribe(memberId, (event: E) => write(sseMessage(event.type, event)));
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    stillAllowed?.().then(
      (allowed) => allowed || end(),
      () => {}, // a store blip is not a reason to drop the stream
    );
  }, HEARTBEAT_MS);
  const ageLimit = setTimeout(() => end(), MAX_STREAM_MS);

  function cleanUp() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(ageLimit);
    unsubscribe();
    onClosed();
  }
  function end() {
    cleanUp();
    raw.end();
  }
  raw.on('close', cleanUp);
  // The client may have left while its ticket was checked: 'close' has fired already then.
  if (raw.destroyed) end();

  raw.writeHead(200, headers);
  write(`retry: ${RETRY_MS}\n\n`);
  unsubscribe.ready.then(
    () => write(sseMessage('ready', {})),
    () => end(),
  );
  return { end };
}
