import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import type { AuthService } from './service.ts';

const MINUTE = 60_000;

type AuthRoutesOptions = {
  auth: AuthService;
  kv: KvStore;
  backupHosts: string[];
  limits: { registrationsPerHour: number; accountChecksPerMinute: number };
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, kv, backupHosts, limits }) => {
  app.post(api.login.path, { schema: { body: api.login.body, response: { 200: api.login.response } } }, async (request) =>
    auth.login(request.body.data, request.brand, request.ip),
  );

  app.post(
    api.register.path,
    { schema: { body: api.register.body, response: { 200: api.register.response } } },
    async (request) => {
      await enforceRateLimit(kv, `register:${request.ip}`, limits.registrationsPerHour, 60 * MINUTE);
      return auth.register(request.body, request.brand);
    },
  );

  app.post(
    api.verifyAccountExists.path,
    { schema: { body: api.verifyAccountExists.body, response: { 200: api.verifyAccountExists.response } } },
    async (request) => {
      await enforceRateLimit(kv, `verify-account:${request.ip}`, limits.accountChecksPerMinute, MINUTE);
      return auth.verifyAccountExists(request.body);
    },
  );

  app.post(
    api.backupUrl.path,
    { schema: { body: api.backupUrl.body, response: { 200: api.backupUrl.response } } },
    async (request) => {
      if (request.body.App !== request.brand.appId) throw badRequest('Ứng dụng không hợp lệ');
      return { hosts: backupHosts };
    },
  );

  app.post(
    api.refreshToken.path,
    { schema: { body: api.refreshToken.body, response: { 200: api.refreshToken.response } } },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(api.logout.path, { schema: { body: api.logout.body, response: { 200: api.logout.response } } }, async (request) =>
    auth.logout(request.body.refresh_token),
  );
};
