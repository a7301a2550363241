import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import type { AuthService } from './service.ts';
import { serve } from '../../lib/contract-route.ts';

const MINUTE = 60_000;

type AuthRoutesOptions = {
  auth: AuthService;
  kv: KvStore;
  backupHosts: string[];
  limits: { registrationsPerHour: number; accountChecksPerMinute: number };
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, kv, backupHosts, limits }) => {
  serve(app, api.login, async (request) =>
    auth.login(request.body.data, request.brand, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  serve(app, api.register, async (request) => {
      await enforceRateLimit(kv, `register:${request.ip}`, limits.registrationsPerHour, 60 * MINUTE);
      return auth.register(request.body, request.brand);
    },
  );

  serve(app, api.verifyAccountExists, async (request) => {
      await enforceRateLimit(kv, `verify-account:${request.ip}`, limits.accountChecksPerMinute, MINUTE);
      return auth.verifyAccountExists(request.body);
    },
  );

  serve(app, api.backupUrl, async (request) => {
      if (request.body.App !== request.brand.appId) throw badRequest('Ứng dụng không hợp lệ');
      return { hosts: backupHosts };
    },
  );

  serve(app, api.refreshToken, async (request) => auth.refresh(request.body.refresh_token),
  );

  serve(app, api.logout, async (request) =>
    auth.logout(request.body.refresh_token),
  );
};
