import http from 'node:http';
import https from 'node:https';
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
 * Connections to the other side kept open between calls (a provider's API and its callbacks are a
 * steady stream of small calls: a new TCP connection, or Node's fetch with its web streams, per call
 * cost more than the call). A few per host; an idle one is closed after a few seconds.
 */
const agentOptions = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 64, maxFreeSockets: 16, timeout: 5_000 } as const;
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

/**
 * POSTs `body` as JSON with `x-provider-signature`, over a kept-alive connection, abandoned after the
 * timeout. Any answer (2xx or not) resolves with its status and JSON (null when the body is not JSON);
 * a network failure or the timeout rejects: then the caller does not know whether the other side acted
 * on it.
 */
export function postSigned(url: string, body: unknown, { secret, now = Date.now, timeoutMs = PROVIDER_CALL_TIMEOUT_MS }: SignedPostOptions): Promise<SignedAnswer> {
  const text = JSON.stringify(body);
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
  if (!transport) return Promise.reject(new Error(`unsupported address ${url}`));
  return new Promise<SignedAnswer>((resolve, reject) => {
    const request = transport.request(target, {
      method: 'POST',
      agent: agents[target.protocol as keyof typeof agents],
      headers: { ...providerSignatureHeaders(secret, text, now()), 'content-length': Buffer.byteLength(text) },
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)), timeoutMs);
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      response.once('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, json: jsonOrNull(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    request.end(text);
  });
}

function jsonOrNull(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
