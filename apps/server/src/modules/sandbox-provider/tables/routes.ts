import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BaccaratBetBody,
  BaccaratBetResponse,
  BaccaratHistoryBody,
  BaccaratHistoryResponse,
  BaccaratShoeBody,
  BaccaratShoeResponse,
  BaccaratStateBody,
  BaccaratStateResponse,
} from '@app/contract/sandbox-baccarat';
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

/**
 * The live tables' part of the game page's API (registered beside gameRoutes, under `/game`), each call
 * with the bearer game session of a 'baccarat:<table>' game.
 */
export async function tableRoutes(app: FastifyInstance, { session, tables }: TableRoutesOptions) {
  const who = (request: FastifyRequest) => session(request.headers.authorization);

  app.route({
    method: ['GET', 'POST'],
    url: '/baccarat/state',
    ...answers(BaccaratStateResponse),
    handler: async (request) => {
      const player = await who(request);
      if (request.method === 'POST') read(request, BaccaratStateBody);
      return tables.state(player);
    },
  });
  app.post('/baccarat/bet', answers(BaccaratBetResponse), async (request) => {
    const player = await who(request);
    return tables.bet(player, read(request, BaccaratBetBody));
  });
  app.post('/baccarat/history', answers(BaccaratHistoryResponse), async (request) => {
    const player = await who(request);
    read(request, BaccaratHistoryBody);
    return tables.history(player);
  });
  app.post('/baccarat/shoe', answers(BaccaratShoeResponse), async (request) => {
    const player = await who(request);
    return tables.shoe(player, read(request, BaccaratShoeBody).shoeId);
  });
}
