import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BASE_PATH, EVENTS_STREAM_PATH } from '@app/contract';

/** An API call slower than this is worth a warning at the default level. */
export const SLOW_REQUEST_MS = 2000;

/** Server-sent event streams are meant to stay open for minutes: never "slow". */
const EVENT_STREAM_PREFIX = `${API_BASE_PATH}${EVENTS_STREAM_PATH}`;

/**
 * Only API calls get per-request lines. The rest is the built client, the console and the sandbox
 * bank's pages (static files and their index.html) and the /health and /ready probes: a browser
 * fetches dozens per page and a balancer polls every few seconds, so their lines would bury the rest.
 */
const isApiCall = (request: FastifyRequest) => request.url.startsWith('/api/');

/** 5xx answers that are the product working as meant (a maintenance window's 503): not failures to log. */
const expected = new WeakSet<FastifyRequest>();
export function markExpectedRefusal(request: FastifyRequest): void {
  expected.add(request);
}

/**
 * What a product's log holds at the default level (info): its own events (start, the deposit sweep,
 * errors), requests that failed on our side (5xx, at error) and slow API calls (at warn) — not one
 * line per request. Every API request and its answer are still written at debug, so LOG_LEVEL=debug
 * (or trace, as the tests that look for leaked secrets use) shows them all. Fastify's own lines are
 * info-level and would print each request twice.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (isApiCall(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (expected.has(request)) {
      reply.log.debug({ res: reply, responseTime }, 'request refused as expected');
    } else if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime }, 'request failed');
    } else if (!isApiCall(request)) {
      return;
    } else if (responseTime >= SLOW_REQUEST_MS && !request.url.startsWith(EVENT_STREAM_PREFIX)) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }

  /** A visitor leaving mid-download is no event; other stream failures stay warnings. */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug({ res: reply }, 'stream closed prematurely');
    else super.streamError(error, request, reply);
  }
}
