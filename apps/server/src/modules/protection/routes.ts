import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { exclude, type EndSessions } from './exclusion.ts';
import { protectionSettings, realitySummary, setDepositLimit, setRealityCheck, type PaymentTotals } from './service.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';


/** Player protection (D11): deposit limits, the reality check, time-out and self-exclusion (member API). */
type ProtectionRoutesOptions = { db: Database; now: () => number; endSessions: EndSessions; payments: PaymentTotals };

export const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (app, { db, now, endSessions, payments }) => {
  const deps = { db, now, payments };
  const { protectionSettings: settings, setDepositLimit: limit, setRealityCheck: reality, realitySummary: summary, exclude: excludeRoute } = api;

  serve(app, settings, async (request) =>
    protectionSettings(deps, request.member!.memberId),
  );

  serve(app, limit, async (request) =>
    setDepositLimit(deps, request.member!.memberId, request.body),
  );

  serve(app, reality, async (request) =>
    setRealityCheck(deps, request.member!.memberId, request.body.minutes),
  );

  serve(app, summary, async (request) =>
    realitySummary(deps, request.member!.memberId),
  );

  serve(app, excludeRoute, async (request) =>
    exclude({ ...deps, endSessions }, request.member!.memberId, request.body),
  );
};
