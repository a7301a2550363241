import type { ApiError } from '@app/contract';
import { parseErrorBody } from '@app/contract/error-body';
import { GAME_PATHS, PROVIDER_BASE_PATH, type GamePathName } from './paths.ts';
import { t } from './i18n.ts';

/**
 * The game page's one HTTP client: JSON POSTs to the provider, the session's bearer token on every
 * call after the first, and every failure as a GameApiError whose text is what the member reads.
 */

const TIMEOUT_MS = 15_000;

export class GameApiError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null, text: string) {
    super(text);
    this.name = 'GameApiError';
    this.status = status;
    this.body = body;
  }

  /** The provider no longer knows the session (or never did): only a new launch helps. */
  get sessionLost(): boolean {
    return this.status === 401;
  }
}

/** D3: the server's sentence(s) as they are; our own words only when it sent none. */
export function errorText(status: number, body: ApiError | null): string {
  if (body) return Array.isArray(body.message) ? body.message.join('\n') : body.message;
  if (status === 0) return t.networkError;
  return t.unknownError(status);
}

let sessionToken: string | null = null;
let onSessionLost: ((error: GameApiError) => void) | null = null;

export function setGameSession(token: string, lost: (error: GameApiError) => void): void {
  sessionToken = token;
  onSessionLost = lost;
}

/** No answer (the network, or our own timeout). */
function unreachable(cause: unknown): GameApiError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
  return new GameApiError(0, null, timedOut ? t.timeoutError : t.networkError);
}

/** The POST every call makes: the path from the one table, the session's bearer token; a refusal thrown as a GameApiError. */
async function post(name: GamePathName, body: unknown, accept: string, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  if (sessionToken) headers.authorization = `Bearer ${sessionToken}`;
  let response: Response;
  try {
    response = await fetch(PROVIDER_BASE_PATH + GAME_PATHS[name], {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    throw unreachable(cause);
  }
  if (!response.ok) {
    const parsed = parseErrorBody(await response.text().catch(() => ''));
    const error = new GameApiError(response.status, parsed, errorText(response.status, parsed));
    if (error.sessionLost && sessionToken) onSessionLost?.(error);
    throw error;
  }
  return response;
}

/**
 * A call whose answer is a stream of server-sent events (a live table's rounds): the open response,
 * its body left to the caller to read; no timeout (it stays open), `signal` ends it.
 */
export function openGameStream(name: GamePathName, signal: AbortSignal): Promise<Response> {
  return post(name, {}, 'text/event-stream', signal);
}

export async function callGame<T>(name: GamePathName, body: unknown): Promise<T> {
  const response = await post(name, body, 'application/json', AbortSignal.timeout(TIMEOUT_MS));
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw unreachable(cause);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new GameApiError(response.status, null, t.unknownError(response.status));
  }
}
