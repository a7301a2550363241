import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { api, CHAT_FILES_PATH, CHAT_STREAM_PATH, type ChatEvent } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { EventBus } from '../../lib/events/member-event-bus.ts';
import { HttpError } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { CHAT_MESSAGES } from '../../messages/chat.ts';
import { createEventTickets, ticketedStream, type StreamRegistry } from '../events/service.ts';
import type { ChatOwner, ChatService } from './service.ts';

/** New visitors an address may start per hour (each chatOpen without a token makes one). */
const GUESTS_PER_ADDRESS_PER_HOUR = 30;
/** Messages one member or visitor may send per minute. */
const SENDS_PER_MINUTE = 30;
/** Typing signals and marks per minute (a client sends them every few seconds at most). */
const SIGNALS_PER_MINUTE = 120;

/**
 * Live chat's member and visitor side: the calls (signed POSTs, a bearer when a member), the chat
 * stream (server-sent events on the ticket of `chatTicket`) and the images' capability links.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; bus: EventBus<ChatEvent>; kv: KvStore; now: () => number; streams: StreamRegistry }> = async (
  app,
  { chat, bus, kv, now, streams },
) => {
  const tickets = createEventTickets({ kv, now, kind: 'chat' });

  /** The member of the bearer, else the visitor of the body's guest token (never created here). */
  const ownerOf = async (request: FastifyRequest<{ Body: { guestToken?: string | undefined } }>): Promise<ChatOwner> =>
    (await chat.identify(request.member?.memberId ?? null, request.body.guestToken, false)).owner;

  serve(app, api.chatOpen, async (request) => {
    const memberId = request.member?.memberId ?? null;
    if (!memberId && !request.body.guestToken) await enforceRateLimit(kv, `chat-guest:${request.ip}`, GUESTS_PER_ADDRESS_PER_HOUR, 60 * 60_000);
    const { owner, newGuestToken } = await chat.identify(memberId, request.body.guestToken, true);
    const opened = await chat.open(owner);
    return { guestToken: owner.kind === 'guest' ? (newGuestToken ?? request.body.guestToken ?? null) : null, ...opened };
  });

  serve(app, api.chatSend, async (request) => {
    const owner = await ownerOf(request);
    await enforceRateLimit(kv, `chat-send:${chat.ownerTopic(owner)}`, SENDS_PER_MINUTE, 60_000);
    return chat.send(owner, request.body);
  });

  serve(app, api.chatMessages, async (request) => chat.messages(await ownerOf(request), request.body.conversationId, request.body.afterSeq));

  serve(app, api.chatMark, async (request) => {
    const owner = await ownerOf(request);
    await enforceRateLimit(kv, `chat-signal:${chat.ownerTopic(owner)}`, SIGNALS_PER_MINUTE, 60_000);
    return chat.mark(owner, request.body.conversationId, request.body);
  });

  serve(app, api.chatTyping, async (request) => {
    const owner = await ownerOf(request);
    await enforceRateLimit(kv, `chat-signal:${chat.ownerTopic(owner)}`, SIGNALS_PER_MINUTE, 60_000);
    return chat.typing(owner, request.body.conversationId);
  });

  serve(app, api.chatTicket, async (request) => tickets.issue(chat.ownerTopic(await ownerOf(request))));

  ticketedStream(app, { path: CHAT_STREAM_PATH, tickets, events: bus, streams, topicOf: (topic) => topic });

  app.get<{ Params: { id: string }; Querystring: { e?: string; s?: string } }>(
    `${CHAT_FILES_PATH}/:id`,
    // An <img> sends no signature and no bearer: the link's own signature is the access check.
    { config: { signed: false }, exposeHeadRoute: false },
    async (request, reply) => {
      const file = await chat.file(request.params.id, request.query.e, request.query.s);
      if (!file) throw new HttpError(404, CHAT_MESSAGES.noConversation);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.data));
    },
  );
};
