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

export async function callGame<T>(name: GamePathName, body: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (sessionToken) headers.authorization = `Bearer ${sessionToken}`;
  let response: Response;
  try {
    response = await fetch(PROVIDER_BASE_PATH + GAME_PATHS[name], {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new GameApiError(0, null, timedOut ? t.timeoutError : t.networkError);
  }
  const text = await response.text();
  if (!response.ok) {
    const parsed = parseErrorBody(text);
    const error = new GameApiError(response.status, parsed, errorText(response.status, parsed));
    if (error.sessionLost && sessionToken) onSessionLost?.(error);
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new GameApiError(response.status, null, t.unknownError(response.status));
  }
}
