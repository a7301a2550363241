import { providerSignatureHeaders } from './provider-signature.ts';

/** How long a server-to-server call may take before its outcome counts as unknown. */
export const PROVIDER_CALL_TIMEOUT_MS = 3_000;

export type SignedAnswer = { status: number; json: unknown };

export type SignedPostOptions = {
  secret: string;
  now?: () => number;
  timeoutMs?: number;
};

/**
 * POSTs `body` as JSON with `x-provider-signature`, over Node's fetch, aborted after the timeout. Any
 * answer (2xx or not) resolves with its status and JSON (null when the body is not JSON); a network
 * failure or the timeout rejects: then the caller does not know whether the other side acted on it.
 */
export async function postSigned(url: string, body: unknown, { secret, now = Date.now, timeoutMs = PROVIDER_CALL_TIMEOUT_MS }: SignedPostOptions): Promise<SignedAnswer> {
  const text = JSON.stringify(body);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer from ${url} within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { method: 'POST', headers: providerSignatureHeaders(secret, text, now()), body: text, signal: controller.signal });
    const raw = await response.text();
    let json: unknown = null;
    try {
      json = raw === '' ? null : JSON.parse(raw);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  } finally {
    clearTimeout(timer);
  }
}
