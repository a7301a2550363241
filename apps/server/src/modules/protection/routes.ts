import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { exclude, type EndSessions } from './exclusion.ts';
import { setLossLimit, setSessionLimit } from './play-limits.ts';
import { protectionSettings, realitySummary, setDepositLimit, setRealityCheck, type GameTotals, type PaymentTotals } from './service.ts';
import type { Database } from '../../db/database.ts';
import { serve } from '../../lib/contract-route.ts';


/** Player protection (D11): deposit, loss and session limits, the reality check, time-out and self-exclusion (member API). */
type ProtectionRoutesOptions = { db: Database; now: () => number; endSessions: EndSessions; payments: PaymentTotals; games: GameTotals };

export const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (app, { db, now, endSessions, payments, games }) => {
  const deps = { db, now, payments, games };
  const {
    protectionSettings: settings,
    setDepositLimit: limit,
    setLossLimit: lossLimit,
    setSessionLimit: sessionLimit,
    setRealityCheck: reality,
    realitySummary: summary,
    exclude: excludeRoute,
  } = api;

  serve(app, settings, async (request) =>
    protectionSettings(deps, request.member!.memberId),
  );

  serve(app, limit, async (request) =>
    setDepositLimit(deps, request.member!.memberId, request.body),
  );

  serve(app, lossLimit, async (request) =>
    setLossLimit(deps, request.member!.memberId, request.body),
  );

  serve(app, sessionLimit, async (request) =>
    setSessionLimit(deps, request.member!.memberId, request.body.minutes),
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
