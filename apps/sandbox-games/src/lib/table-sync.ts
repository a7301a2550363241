import { GameApiError } from './api-client.ts';
import type { GamePathName } from './paths.ts';
import { openRoundStream } from './round-stream.ts';

/** While the stream is down, the state is asked for this often (when the page is visible). */
export const FALLBACK_POLL_MS = 2_000;

export type TableSyncOptions<E> = {
  /** The table's stream call (round-stream.ts). */
  stream: GamePathName;
  /** Asks /state and shows it; throws what the client threw. */
  load(): Promise<void>;
  /** A pushed round. */
  onRound(event: E): void;
  /** /state failed (the session lost excepted: the client has told the page). */
  onError(error: unknown): void;
  /** /state answered. */
  onAnswer(): void;
  /** The wait before the next fallback poll (a game may ask sooner near a reveal). */
  pollDelay?(): number;
};

/**
 * How a live table's page keeps up (issue 11): the rounds pushed on the table's stream; /state asked
 * once at the start, when asked for (`refresh`: a result shown, a bet placed) and, only while the
 * stream is down, every FALLBACK_POLL_MS. One /state at a time: a refresh asked meanwhile runs after it.
 */
export function createTableSync<E>({ stream, load, onRound, onError, onAnswer, pollDelay }: TableSyncOptions<E>) {
  let streamUp = false;
  let loading = false;
  let again = false;
  let timer: number | undefined;

  function schedule(delay: number) {
    window.clearTimeout(timer);
    if (document.visibilityState !== 'visible' || streamUp) return;
    timer = window.setTimeout(() => void poll(), delay);
  }

  async function poll(): Promise<void> {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    try {
      await load();
      onAnswer();
    } catch (error) {
      if (!(error instanceof GameApiError && error.sessionLost)) onError(error);
    } finally {
      loading = false;
      if (again) {
        again = false;
        void poll();
      } else {
        schedule(pollDelay?.() ?? FALLBACK_POLL_MS);
      }
    }
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void poll();
    else window.clearTimeout(timer);
  });

  openRoundStream<E>(stream, {
    onRound,
    onUp: () => {
      streamUp = true;
      window.clearTimeout(timer);
    },
    onDown: () => {
      if (!streamUp) return;
      streamUp = false;
      schedule(FALLBACK_POLL_MS);
    },
  });
  void poll();

  return {
    /** /state asked once now (or right after the one under way). */
    refresh: () => void poll(),
    get streamUp() {
      return streamUp;
    },
  };
}
