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
 * How long an idle connection is kept for the next call: below the 5 s that Node's and many servers'
 * keep-alive lasts (Fastify's is 72 s), and Node's agent also honours a shorter `Keep-Alive: timeout=`
 * that the other side announces, so a connection is seldom reused just as the other side closes it.
 * When it is, the call fails as any lost connection does (see `postSigned`).
 */
const IDLE_CONNECTION_MS = 4_000;

/**
 * Kept-alive connections, one pool per protocol: a spin asks the platform whether the member may bet,
 * and its bet record follows, so each call would otherwise open a connection. Node's fetch keeps them
 * too, but it cost several times the CPU of these calls (bench:games).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS, maxSockets: 64 }),
};

/**
 * POSTs `body` as JSON with `x-provider-signature`, over a kept-alive connection, given up after the
 * timeout. Any answer (2xx or not) resolves with its status and JSON (null when the body is not JSON);
 * a network failure or the timeout rejects: then the caller does not know whether the other side acted
 * on it (every caller keeps its calls safe to repeat, and settles what stays unknown by asking).
 *
 * A call is never sent again here, not even when a kept-alive connection is found reset: a reset looks
 * the same whether the other side closed the connection while it sat idle or acted on the call and
 * then died (the sandbox's 'timeout-after-apply' fault), and a launch token or a transfer must not be
 * spent twice on a guess. The caller's own retry, with the same keys, is the one way a call goes again.
 */
export async function postSigned(url: string, body: unknown, { secret, now = Date.now, timeoutMs = PROVIDER_CALL_TIMEOUT_MS }: SignedPostOptions): Promise<SignedAnswer> {
  const text = JSON.stringify(body);
  const target = new URL(url);
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) throw new Error(`cannot POST to ${target.protocol} (http: or https: only)`);
  const headers = { ...providerSignatureHeaders(secret, text, now()), 'content-length': String(Buffer.byteLength(text)) };
  const request = (target.protocol === 'https:' ? https : http).request;
  return new Promise((resolve, reject) => {
    const req = request(target, { method: 'POST', agent, headers });
    const timer = setTimeout(() => req.destroy(new Error(`no answer from ${target.href} within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, json: jsonOrNull(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.end(text);
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
