import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { exclude, type EndSessions } from './exclusion.ts';
import { protectionSettings, realitySummary, setDepositLimit, setRealityCheck, type PaymentTotals } from './service.ts';
import type { Database } from '../../db/database.ts';

const member = { auth: true } as const;

/** Player protection (D11): deposit limits, the reality check, time-out and self-exclusion (member API). */
type ProtectionRoutesOptions = { db: Database; now: () => number; endSessions: EndSessions; payments: PaymentTotals };

export const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (app, { db, now, endSessions, payments }) => {
  const deps = { db, now, payments };
  const { protectionSettings: settings, setDepositLimit: limit, setRealityCheck: reality, realitySummary: summary, exclude: excludeRoute } = api;

  app.post(settings.path, { config: member, schema: { response: { 200: settings.response } } }, async (request) =>
    protectionSettings(deps, request.member!.memberId),
  );

  app.post(limit.path, { config: member, schema: { body: limit.body, response: { 200: limit.response } } }, async (request) =>
    setDepositLimit(deps, request.member!.memberId, request.body),
  );

  app.post(reality.path, { config: member, schema: { body: reality.body, response: { 200: reality.response } } }, async (request) =>
    setRealityCheck(deps, request.member!.memberId, request.body.minutes),
  );

  app.post(summary.path, { config: member, schema: { response: { 200: summary.response } } }, async (request) =>
    realitySummary(deps, request.member!.memberId),
  );

  app.post(excludeRoute.path, { config: member, schema: { body: excludeRoute.body, response: { 200: excludeRoute.response } } }, async (request) =>
    exclude({ ...deps, endSessions }, request.member!.memberId, request.body),
  );
};
