import { GameApiError, openGameStream } from './api-client.ts';
import type { GamePathName } from './paths.ts';
import { createSseParser } from './sse-parser.ts';

/** Reconnecting waits this long after a failure, doubled each time up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The server sends a heartbeat every 15 s: this long without a byte, the connection is taken for dead. */
const SILENCE_MS = 40_000;

export type RoundStreamHandlers<E> = {
  /** Each `round` event, as the server sent it (the contract's type; the bundle carries no zod). */
  onRound(event: E): void;
  /** The stream delivers: the page may stop polling. */
  onUp(): void;
  /** The stream is lost and being reconnected: the page polls meanwhile. */
  onDown(): void;
};

/**
 * A live table's rounds pushed by the provider (its `stream` call, server-sent events), opened with
 * fetch through the page's one client (the session's bearer token, the paths table). Reconnects with
 * backoff whenever the stream ends (the server ends it after 15 min on purpose) or goes silent; stops
 * for good when the session is lost (the client has told the page) or on `close`.
 */
export function openRoundStream<E>(path: GamePathName, handlers: RoundStreamHandlers<E>): { close(): void } {
  let closed = false;
  let controller: AbortController | null = null;
  let retryTimer: number | undefined;
  let retryMs = FIRST_RETRY_MS;

  async function connect(): Promise<void> {
    const own = (controller = new AbortController());
    let silence: number | undefined;
    const heard = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(() => own.abort(), SILENCE_MS);
    };
    let up = false;
    const parser = createSseParser((frame) => {
      if (frame.event !== 'round') return;
      let event: E;
      try {
        event = JSON.parse(frame.data) as E;
      } catch {
        return;
      }
      if (!up) {
        up = true;
        retryMs = FIRST_RETRY_MS;
        handlers.onUp();
      }
      handlers.onRound(event);
    });
    try {
      heard();
      const response = await openGameStream(path, own.signal);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parser.push(value);
      }
    } catch (error) {
      if (error instanceof GameApiError && error.sessionLost) closed = true;
    } finally {
      window.clearTimeout(silence);
    }
    if (closed) return;
    handlers.onDown();
    // A stream that delivered and ended (its age limit) comes back at once; a failing one backs off.
    const wait = up ? 0 : retryMs;
    if (!up) retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retryTimer = window.setTimeout(() => void connect(), wait);
  }

  void connect();
  return {
    close(): void {
      closed = true;
      window.clearTimeout(retryTimer);
      controller?.abort();
    },
  };
}
