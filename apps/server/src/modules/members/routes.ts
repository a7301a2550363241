import type { LevelThresholds } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { api } from '@app/contract';
import type { Database } from '../../db/types.ts';
import { loggedInInfo } from './service.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; levelThresholds: LevelThresholds }> = async (app, { db, levelThresholds }) => {
  app.post(
    api.loggedInInfo.path,
    { config: { auth: true }, schema: { response: { 200: api.loggedInInfo.response } } },
    async (request) => loggedInInfo(db, request.member!.memberId, levelThresholds),
  );
};
