import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { MaintenanceService } from './service.ts';

/** The member side: what is under maintenance now and what is announced (open to everyone, always). */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (app, { maintenance }) => {
  serve(app, api.maintenanceStatus, async () => maintenance.status());
};
