import { api } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { CaptchaError, type CaptchaService } from './service.ts';
import { serve } from '../../lib/contract-route.ts';

export type CaptchaRoutesOptions = {
  service: CaptchaService;
  /** When given, calls are rate-limited per client address (429 past the limit). */
  kv?: KvStore;
  /** Per address and minute. Drawing a puzzle costs a few ms of CPU before any proof of work. */
  limits?: { initPerMinute?: number; verifyPerMinute?: number };
};

const MINUTE = 60_000;

/**
 * D6's three calls, at the contract's paths relative to the API prefix: register with
 * `{ prefix: API_BASE_PATH }`. No bearer token. A refused step throws CaptchaError (statusCode 400,
 * Vietnamese message) for the app's error handler to shape.
 */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { service, kv, limits = {} }) => {
  const { initPerMinute = 60, verifyPerMinute = 120 } = limits;
  const limit = async (name: string, ip: string, perMinute: number) => {
    if (kv) await enforceRateLimit(kv, `captcha-${name}:${ip}`, perMinute, MINUTE);
  };

  serve(app, api.captchaInit, async (request) => {
    await limit('init', request.ip, initPerMinute);
    return service.init();
  });

  serve(app, api.captchaProofOfWork, async (request) => {
    await limit('verify', request.ip, verifyPerMinute);
    return service.verifyProofOfWork(request.body);
  });

  serve(app, api.captchaVerify, async (request) => {
    await limit('verify', request.ip, verifyPerMinute);
    return service.verify(request.body);
  });
};

export const CaptchaAnswerBody = z.strictObject({ token: z.string().min(1).max(128) });
export const CaptchaAnswerResponse = z.object({ x: z.number().int(), y: z.number().int() });
export const CAPTCHA_TEST_ANSWER_PATH = '/__test/captcha/answer';

/**
 * TEST ONLY: `POST /__test/captcha/answer {token}` → `{x, y}`, the answer of a live puzzle, so
 * end-to-end tests can pass the captcha like a member would. Register it only when the app's test
 * switch is on; that switch can never be on in production mode (D6). Anyone who can call it can
 * pass every captcha.
 */
export const captchaTestRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { service }) => {
  app.route({
    method: 'POST',
    url: CAPTCHA_TEST_ANSWER_PATH,
    schema: { body: CaptchaAnswerBody, response: { 200: CaptchaAnswerResponse } },
    handler: async (request) => {
      const answer = await service.peekAnswer(request.body.token);
      if (!answer) throw new CaptchaError('expired');
      return answer;
    },
  });
};
