import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BACCARAT_PATHS,
  BaccaratBetBody,
  BaccaratBetResponse,
  BaccaratHistoryBody,
  BaccaratHistoryResponse,
  BaccaratShoeBody,
  BaccaratShoeResponse,
  BaccaratStateBody,
  BaccaratStateResponse,
} from '@app/contract/sandbox-baccarat';
import {
  XOC_DIA_PATHS,
  XocDiaBetBody,
  XocDiaBetResponse,
  XocDiaHistoryBody,
  XocDiaHistoryResponse,
  XocDiaSeriesBody,
  XocDiaSeriesResponse,
  XocDiaStateBody,
  XocDiaStateResponse,
} from '@app/contract/sandbox-xoc-dia';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import type { EventBus } from '../../../lib/events/member-event-bus.ts';
import { SSE_HEADERS, serveMemberEvents, stringHeaders } from '../../../lib/events/sse-stream.ts';
import { HTTP_MESSAGES } from '../../../messages/http.ts';
import type { GameBinding } from '../repository.ts';
import { TABLE_MESSAGES } from './messages.ts';
import type { Tables } from './service.ts';

export type TableRoutesOptions = {
  /** The game session a bearer token stands for (401 otherwise): the provider's `session`. */
  session: (authorization: string | undefined) => Promise<GameBinding>;
  tables: Tables;
};

/** Streams one player may hold open on one instance (a few tabs at the tables; more is a leak or abuse). */
export const MAX_STREAMS_PER_PLAYER = 4;

const answers = (schema: unknown) => ({ schema: { response: { 200: schema } } });

/** The body checked against the contract, refused with the schema's own sentence (every field has one). */
function read<T extends z.ZodType>(request: FastifyRequest, schema: T): z.output<T> {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues[0]?.message ?? HTTP_MESSAGES.invalidData);
}

/** A contract path ('/game/baccarat/state') as registered here, under `/game`. */
const underGame = (path: string) => path.slice('/game'.length);

/**
 * The live tables' part of the game page's API (registered beside gameRoutes, under `/game`), each call
 * with the bearer game session of one of the game's tables ('baccarat:<table>', 'xoc-dia:<table>').
 */
export async function tableRoutes(app: FastifyInstance, { session, tables }: TableRoutesOptions) {
  const who = (request: FastifyRequest) => session(request.headers.authorization);
  const streams = new Set<() => void>();
  const openByPlayer = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  /**
   * The table's rounds as server-sent events on the hijacked reply (framing, heartbeat, age limit and
   * the slow reader's drop as the member's own stream: sse-stream.ts). The age limit brings the page
   * back through `who` again, so a session that has ended stops hearing within it.
   */
  function serveRounds<E extends { type: string }>(reply: FastifyReply, player: GameBinding, { bus, tableId }: { bus: EventBus<E>; tableId: string }) {
    // A player's tabs on this instance, capped: each open stream holds a socket and a listener.
    const open = openByPlayer.get(player.playerId) ?? 0;
    if (open >= MAX_STREAMS_PER_PLAYER) throw new HttpError(429, TABLE_MESSAGES.tooManyStreams);
    openByPlayer.set(player.playerId, open + 1);
    // Hijacked: Fastify's hooks do not write this answer, so the headers set so far (the API's security ones) go in explicitly.
    reply.hijack();
    const headers = { ...stringHeaders(reply.getHeaders()), ...SSE_HEADERS };
    const end = () => stream.end();
    streams.add(end);
    const closed = () => {
      streams.delete(end);
      const left = (openByPlayer.get(player.playerId) ?? 1) - 1;
      if (left > 0) openByPlayer.set(player.playerId, left);
      else openByPlayer.delete(player.playerId);
    };
    const stream = serveMemberEvents(reply.raw, { events: bus, memberId: tableId, headers, onClosed: closed });
  }

  // Baccarat: the state also by GET.
  app.route({
    method: ['GET', 'POST'],
    url: underGame(BACCARAT_PATHS.state),
    ...answers(BaccaratStateResponse),
    handler: async (request) => {
      const player = await who(request);
      if (request.method === 'POST') read(request, BaccaratStateBody);
      return tables.baccarat.state(player);
    },
  });
  app.post(underGame(BACCARAT_PATHS.bet), answers(BaccaratBetResponse), async (request) => {
    const player = await who(request);
    return tables.baccarat.bet(player, read(request, BaccaratBetBody));
  });
  app.post(underGame(BACCARAT_PATHS.history), answers(BaccaratHistoryResponse), async (request) => {
    const player = await who(request);
    read(request, BaccaratHistoryBody);
    return tables.baccarat.history(player);
  });
  app.post(underGame(BACCARAT_PATHS.shoe), answers(BaccaratShoeResponse), async (request) => {
    const player = await who(request);
    return tables.baccarat.shoe(player, read(request, BaccaratShoeBody).shoeId);
  });

  app.post(underGame(BACCARAT_PATHS.stream), async (request, reply) => {
    const player = await who(request);
    read(request, BaccaratStateBody);
    serveRounds(reply, player, tables.baccarat.rounds(player));
    return reply;
  });

  // Xóc đĩa.
  app.route({
    method: ['GET', 'POST'],
    url: underGame(XOC_DIA_PATHS.state),
    ...answers(XocDiaStateResponse),
    handler: async (request) => {
      const player = await who(request);
      if (request.method === 'POST') read(request, XocDiaStateBody);
      return tables.xocDia.state(player);
    },
  });
  app.post(underGame(XOC_DIA_PATHS.bet), answers(XocDiaBetResponse), async (request) => {
    const player = await who(request);
    return tables.xocDia.bet(player, read(request, XocDiaBetBody));
  });
  app.post(underGame(XOC_DIA_PATHS.history), answers(XocDiaHistoryResponse), async (request) => {
    const player = await who(request);
    read(request, XocDiaHistoryBody);
    return tables.xocDia.history(player);
  });
  app.post(underGame(XOC_DIA_PATHS.series), answers(XocDiaSeriesResponse), async (request) => {
    const player = await who(request);
    return tables.xocDia.series(player, read(request, XocDiaSeriesBody).seriesId);
  });
  app.post(underGame(XOC_DIA_PATHS.stream), async (request, reply) => {
    const player = await who(request);
    read(request, XocDiaStateBody);
    serveRounds(reply, player, tables.xocDia.rounds(player));
    return reply;
  });
}
