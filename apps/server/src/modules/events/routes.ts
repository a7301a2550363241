import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api, EVENTS_STREAM_PATH } from '@app/contract';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { EventBus, MemberEventBus } from '../../lib/events/member-event-bus.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { API_SECURITY_HEADERS } from '../../plugins/security-headers.ts';
import { SSE_HEADERS, serveMemberEvents, stringHeaders } from '../../lib/events/sse-stream.ts';
import type { StreamRegistry } from './stream-limits.ts';
import { createEventTickets, type EventTickets } from './tickets.ts';
import { serve } from '../../lib/contract-route.ts';
import { EVENTS_MESSAGES } from '../../messages/events.ts';

export { EVENTS_MESSAGES } from '../../messages/events.ts';

/**
 * The stream's URL carries its ticket, a secret until used: its log lines show the path only.
 * (The rest of the default request serializer is kept.)
 */
function requestWithoutQuery(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An event stream (GET, server-sent events) opened with a one-use ticket: the member's own stream,
 * live chat's (a member's or a visitor's), the console's. `topicOf` turns the ticket's subject into
 * the bus topic to hear; streams are counted per subject.
 */
export function ticketedStream<E extends { type: string }>(
  app: FastifyInstance,
  {
    path,
    tickets,
    events,
    streams,
    topicOf,
    stillAllowed,
  }: {
    path: string;
    tickets: EventTickets;
    events: EventBus<E>;
    streams: StreamRegistry;
    topicOf(subject: string): string;
    /** Asked of an open stream at every heartbeat (about every 15 s): false ends it. */
    stillAllowed?(subject: string): Promise<boolean>;
  },
): void {
  app.get(
    path,
    {
      // EventSource sets no headers: no signature, no bearer; the one-use ticket is the credential.
      config: { signed: false },
      // A HEAD would burn the ticket for nothing.
      exposeHeadRoute: false,
      logSerializers: { req: requestWithoutQuery },
    },
    async (request, reply) => {
      const subject = await tickets.redeem((request.query as { ticket?: unknown }).ticket);
      if (!subject) throw unauthorized(EVENTS_MESSAGES.badTicket);
      const release = streams.reserve(subject);
      if (!release) throw tooManyRequests(EVENTS_MESSAGES.tooManyStreams, 30);

      // Hijacked: Fastify's hooks do not write this answer, so the API's security headers (and the
      // CORS ones set for this request) go in explicitly.
      reply.hijack();
      const headers = { ...API_SECURITY_HEADERS, ...stringHeaders(reply.getHeaders()), ...SSE_HEADERS };
      const forget = streams.track(() => stream.end());
      const stream = serveMemberEvents(reply.raw, {
        events,
        memberId: topicOf(subject),
        headers,
        ...(stillAllowed ? { stillAllowed: () => stillAllowed(subject) } : {}),
        onClosed: () => {
          release();
          forget();
        },
      });
    },
  );
}

/** POST /events/ticket and GET /events/stream (server-sent events). */
export const eventRoutes: FastifyPluginAsyncZod<{ events: MemberEventBus; kv: KvStore; now: () => number; streams: StreamRegistry }> = async (
  app,
  { events, kv, now, streams },
) => {
  const tickets = createEventTickets({ kv, now });
  app.addHook('preClose', async () => streams.endAll());

  serve(app, api.eventsTicket, async (request) => tickets.issue(request.member!.memberId));

  ticketedStream(app, { path: EVENTS_STREAM_PATH, tickets, events, streams, topicOf: (memberId) => memberId });
};
