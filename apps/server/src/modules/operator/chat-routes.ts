import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_EVENTS_STREAM_PATH, operatorApi, type OperatorRole } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import { operatorRoleTopic, type OperatorEventBus } from '../../lib/events/operator-events.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { createEventTickets, ticketedStream, type StreamRegistry } from '../events/service.ts';
import type { ChatDeskService } from './chat-desk-service.ts';
import type { Actor } from './service.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/**
 * The console's pushed events (one stream per tab, on a ticket bought with the operator's token:
 * it hears its role's topic) and the support desk's calls.
 */
export const operatorChatRoutes: FastifyPluginAsyncZod<{
  desk: ChatDeskService;
  bus: OperatorEventBus;
  kv: KvStore;
  now: () => number;
  streams: StreamRegistry;
  /**
   * Whether the sign-in is still good (not signed out, account active, role unchanged, its sessions not
   * ended by a new password, a two-factor reset or a disable): an open stream asks it at every heartbeat.
   */
  sessionStillValid(operatorId: string, sessionId: string, role: OperatorRole, epoch: number): Promise<boolean>;
}> = async (app, { desk, bus, kv, now, streams, sessionStillValid }) => {
  const tickets = createEventTickets({ kv, now, kind: 'console' });
  // The ticket names the operator, the sign-in, the role and the session epoch; the stream hears the role's topic.
  serve(app, operatorApi.eventsTicket, async (request) =>
    tickets.issue([request.operator!.id, request.operatorSessionId!, request.operator!.role, request.operatorSessionEpoch!].join(' ')),
  );
  const parse = (subject: string): [string, string, OperatorRole, number] => {
    const [operatorId, sessionId, role, epoch] = subject.split(' ') as [string, string, OperatorRole, string | undefined];
    return [operatorId, sessionId, role, Number(epoch)];
  };
  ticketedStream(app, {
    path: OPERATOR_EVENTS_STREAM_PATH,
    tickets,
    events: bus,
    streams,
    topicOf: (subject) => operatorRoleTopic(parse(subject)[2]),
    stillAllowed: (subject) => sessionStillValid(...parse(subject)),
  });

  serve(app, operatorApi.chatDesk, async (request) => desk.desk(request.operator!));
  serve(app, operatorApi.chatDuty, async (request) => desk.duty(actor(request), request.body.onDuty));
  serve(app, operatorApi.chatConversation, async (request) => desk.detail(request.body.conversationId));
  serve(app, operatorApi.chatClaim, async (request) => desk.claim(actor(request), request.body.conversationId));
  serve(app, operatorApi.chatTransfer, async (request) => desk.transfer(actor(request), request.body.conversationId, request.body.toOperatorId));
  serve(app, operatorApi.chatReply, async (request) => desk.reply(actor(request), request.body));
  serve(app, operatorApi.chatAgentMark, async (request) => desk.mark(request.body.conversationId, request.body));
  serve(app, operatorApi.chatAgentTyping, async (request) => desk.typing(request.body.conversationId));
  serve(app, operatorApi.chatClose, async (request) => desk.close(actor(request), request.body.conversationId, request.body.tag));
  serve(app, operatorApi.chatCannedSave, async (request) => desk.saveCanned(actor(request), request.body));
  serve(app, operatorApi.chatCannedDelete, async (request) => desk.deleteCanned(actor(request), request.body.id));
};
