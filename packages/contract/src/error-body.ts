import type { ApiError } from './errors.ts';

/**
 * Reads the body of a failed answer as the D3 error shape, without zod: the clients import this at
 * run time and must not bundle the schema library, so it checks by hand what ApiErrorSchema checks (a
 * test holds the two together). Null when the body is not that shape (not JSON, an HTML page from a
 * proxy, an empty body): the caller then has no server message to show.
 *
 * Lenient on `error` only (missing becomes ''): it is the status's name, never shown to anyone, and
 * a message the server did send is still worth showing without it.
 */
export function parseErrorBody(text: string): ApiError | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { statusCode, message, error } = value as Record<string, unknown>;
  if (typeof statusCode !== 'number' || !Number.isSafeInteger(statusCode) || !isMessage(message)) return null;
  return { statusCode, message, error: String(error ?? '') };
}

/** D3: a 400 carries an array of sentences, every other status one string. */
function isMessage(message: unknown): message is ApiError['message'] {
  return typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
}
