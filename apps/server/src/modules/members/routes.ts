import type { LevelThresholds } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { loggedInInfo } from './service.ts';
import type { Database } from '../../db/database.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Database; levelThresholds: LevelThresholds }> = async (app, { db, levelThresholds }) => {
  app.post(
    api.loggedInInfo.path,
    { config: { auth: true }, schema: { response: { 200: api.loggedInInfo.response } } },
    async (request) => loggedInInfo(db, request.member!.memberId, levelThresholds),
  );
};
