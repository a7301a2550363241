import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH, routes, type MaintenanceErrorBody, type RouteName } from '@app/contract';
import { GAME_PROVIDERS } from '@app/domain';
import { underMaintenance } from '../../messages/maintenance.ts';
import { markExpectedRefusal } from '../../plugins/request-log.ts';
import { withHookFirst } from '../../plugins/route-hooks.ts';
import type { WindowRow } from './repository.ts';
import { toView, type MaintenanceService, type MaintenanceTarget } from './service.ts';

/**
 * What keeps working while the whole site is under maintenance: signing in and out (members can still
 * see their balances and take their money back from the game accounts), presence and the event
 * stream, the maintenance status the client polls, and player protection — a member can always set a
 * limit or exclude themselves.
 */
export const OPEN_DURING_SITE_MAINTENANCE: ReadonlySet<RouteName> = new Set<RouteName>([
  'maintenanceStatus',
  'login',
  'refreshToken',
  'logout',
  'captchaInit',
  'captchaVerify',
  'captchaProofOfWork',
  'backupUrl',
  'loggedInInfo',
  'checkOnline',
  'walletBalances',
  'walletRecallAll',
  'eventsTicket',
  // The maintenance page's support link opens live chat.
  'chatOpen',
  'chatSend',
  'chatMessages',
  'chatMark',
  'chatTyping',
  'chatTicket',
  // So does the callback request (the maintenance page's other way to reach CSKH).
  'callbackRequest',
  'callbackMine',
  'protectionSettings',
  'setDepositLimit',
  'setRealityCheck',
  'realitySummary',
  'exclude',
  'setLossLimit',
  'setSessionLimit',
]);

/** The calls an area's window closes (following a deposit or a withdrawal already made stays open). */
const AREA_ROUTES: Partial<Record<RouteName, MaintenanceTarget['area']>> = {
  depositOptions: 'DEPOSITS',
  depositCreate: 'DEPOSITS',
  withdrawalOptions: 'WITHDRAWALS',
  withdrawalCreate: 'WITHDRAWALS',
};

/** Opening a game of a provider, or moving money into its game account, is closed by that provider's window. */
type ProviderOf = (name: 'gameLaunch' | 'walletTransfer', body: unknown) => Promise<string | null>;

const byPath = new Map(Object.entries(routes).map(([name, route]) => [API_BASE_PATH + route.path, name as RouteName]));

/** The game provider whose wallet key is `walletKey`, for a transfer into it. */
export function providerOfWalletKey(walletKey: unknown): string | null {
  return GAME_PROVIDERS.find((p) => p.walletKey === walletKey)?.code ?? null;
}

/**
 * Answers 503 for what a maintenance window closes: `Retry-After` (seconds to its end) and the window
 * beside the D3 fields. Attached only to the routes a window can close, as they are declared (the
 * heartbeat and the other always-open calls never ask); the list of windows is cached per instance.
 */
export const maintenanceGuardPlugin = fp(
  async (app: FastifyInstance, opts: { maintenance: MaintenanceService; providerOf: ProviderOf; now: () => number }) => {
    const refuse = (request: FastifyRequest, reply: FastifyReply, w: WindowRow) => {
      // Maintenance working as meant: not a failure for the error log.
      markExpectedRefusal(request);
      const body: MaintenanceErrorBody = {
        statusCode: 503,
        message: underMaintenance(w.area, w.providerCode, w.endsAt, w.message),
        error: 'Service Unavailable',
        maintenance: toView(w),
      };
      const seconds = Math.max(1, Math.ceil((w.endsAt.getTime() - opts.now()) / 1000));
      return reply.code(503).header('retry-after', String(seconds)).send(body);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const name = byPath.get(route.url);
      if (!name || route.method !== routes[name].method) return;
      const area = AREA_ROUTES[name];
      const siteClosable = !OPEN_DURING_SITE_MAINTENANCE.has(name);
      if (siteClosable || area) {
        route.onRequest = withHookFirst(async (request: FastifyRequest, reply: FastifyReply) => {
          const w = (siteClosable ? await opts.maintenance.siteWindow() : null) ?? (area ? await opts.maintenance.windowFor({ area }) : null);
          if (w) return refuse(request, reply, w);
        }, route.onRequest);
      }
      if (name === 'gameLaunch' || name === 'walletTransfer') {
        // After validation and authentication: the body names the game or the wallet.
        const existing = route.preHandler;
        const check = async (request: FastifyRequest, reply: FastifyReply) => {
          const providerCode = await opts.providerOf(name, request.body);
          const w = providerCode ? await opts.maintenance.windowFor({ area: 'GAME_PROVIDER', providerCode }) : null;
          if (w) return refuse(request, reply, w);
        };
        route.preHandler = existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
      }
    });
  },
  { name: 'maintenance-guard' },
);
