import { ApiRequestError } from '../../../lib/api-client.ts';
import { chatText } from '../../../lib/i18n/chat.ts';

/**
 * The server looked at the call and said no (a bad image, a message too long, a token it no longer
 * knows): its words, and the call is not repeated. No answer, a server error, too many requests, a
 * maintenance window or a session being refreshed: null, and the call is tried again later.
 */
export function chatRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const { status, body } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 408 || status === 419 || status === 429) return null;
  const message = body ? (typeof body.message === 'string' ? body.message : body.message[0]) : undefined;
  return message || chatText.marks.refused;
}
