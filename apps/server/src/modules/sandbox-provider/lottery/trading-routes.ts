import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROVIDER_SIGNATURE_HEADER } from '@app/contract/sandbox-provider';
import { LOTTERY_TRADING_PATHS, LotteryOddsChangeResponse, LotteryOddsListBody, LotteryOddsResponse, LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import { unauthorized } from '../../../lib/errors.ts';
import { verifyProviderSignature } from '../../../lib/provider-signature.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../../messages/sandbox-provider.ts';
import type { LotteryTrading } from './odds.ts';

/**
 * platform → the lottery's odds desk, signed like the sportsbook's trading desk (x-provider-signature
 * over the exact body, 60 s); registered in the provider's API scope, whose raw-body parser it relies on.
 * POST both, as every signed call: the signature covers a body.
 */
export async function lotteryTradingRoutes(app: FastifyInstance, { trading, secret, now }: { trading: LotteryTrading; secret: string; now: () => number }) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const verdict = verifyProviderSignature(secret, request.providerRawBody ?? '', request.headers[PROVIDER_SIGNATURE_HEADER], now());
    if (verdict.ok) return done();
    done(unauthorized(verdict.reason === 'missing' ? M.signatureMissing : M.signatureInvalid));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(LOTTERY_TRADING_PATHS.odds, { schema: { body: LotteryOddsListBody, response: { 200: LotteryOddsResponse } } }, () => trading.odds());
  r.post(LOTTERY_TRADING_PATHS.oddsSet, { schema: { body: LotteryOddsSetBody, response: { 200: LotteryOddsChangeResponse } } }, (request) => trading.setOdds(request.body));
}
