import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * What the form says when the server refused or could not be reached: the server's own sentence (a
 * rule the request broke, a number already waiting, too many requests), else `fallback`. A window
 * under maintenance is the maintenance page's to show.
 */
export function callbackRefusal(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiRequestError)) return error ? fallback : null;
  if (error.maintenance || error.sessionEnded) return null;
  const message = error.body?.message;
  const first = typeof message === 'string' ? message : message?.[0];
  return first || fallback;
}
