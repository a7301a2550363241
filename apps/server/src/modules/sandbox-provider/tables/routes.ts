import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { badRequest } from '../../../lib/errors.ts';
import { HTTP_MESSAGES } from '../../../messages/http.ts';
import type { GameBinding } from '../repository.ts';
import type { Tables } from './service.ts';

export type TableRoutesOptions = {
  /** The game session a bearer token stands for (401 otherwise): the provider's `session`. */
  session: (authorization: string | undefined) => Promise<GameBinding>;
  tables: Tables;
};

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
}
