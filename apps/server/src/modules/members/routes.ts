import type { LevelThresholds } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import { loggedInInfo } from './service.ts';
import type { Database } from '../../db/database.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Database; levelThresholds: LevelThresholds }> = async (app, { db, levelThresholds }) => {
  serve(app, api.loggedInInfo, async (request) => loggedInInfo(db, request.member!.memberId, levelThresholds));
};
