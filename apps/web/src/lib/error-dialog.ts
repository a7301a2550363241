import { useAppStore } from '../stores/app-store.ts';
import { ApiRequestError } from './api-client.ts';
import { t } from './i18n.ts';

/**
 * Spec §8: a failed answer with a body opens the "Tin nhắn" dialog. On 400, login and registration
 * show the first entry of the message array; otherwise the message field is shown. No response at
 * all (status 0) shows nothing, and neither does a request whose refresh the server refused (the
 * member is taken to the login page, which tells why).
 */
export function showApiError(error: unknown, options: { firstMessageOn400?: boolean } = {}): void {
  if (!(error instanceof ApiRequestError)) {
    console.error(error);
    return;
  }
  // No response: nothing to show. The session ended: the login page says so. Under maintenance: the
  // maintenance page or the area's notice says so (the app shell routes the window there).
  if (error.status === 0 || !error.body || error.sessionEnded || error.maintenance) return;
  const { message } = error.body;
  const text =
    typeof message === 'string'
      ? message
      : error.status === 400 && options.firstMessageOn400
        ? (message[0] ?? '')
        : message.join('\n');
  if (text) useAppStore.getState().showDialog(text, t.dialog.title);
}

/**
 * The server's first sentence when it refused what was sent (400: which rule it broke), to show beside
 * the field or list it concerns rather than in a dialog; null for any other failure.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body) return null;
  const { message } = error.body;
  return (typeof message === 'string' ? message : message[0]) || null;
}

/** Captcha and presence errors are only logged (spec §8): the status, never a token or a body. */
export function logApiError(what: string, error: unknown): void {
  const status = error instanceof ApiRequestError ? error.status : 'unknown';
  console.warn(`${what} failed (status ${status})`);
}
