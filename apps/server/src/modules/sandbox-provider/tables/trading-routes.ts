import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROVIDER_SIGNATURE_HEADER } from '@app/contract/sandbox-provider';
import { TABLE_TRADING_PATHS, TableLimitsChangeResponse, TableLimitSetBody, TableLimitsListBody, TableLimitsResponse } from '@app/contract/sandbox-tables';
import { unauthorized } from '../../../lib/errors.ts';
import { verifyProviderSignature } from '../../../lib/provider-signature.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../../messages/sandbox-provider.ts';
import type { TableTrading } from './limits.ts';

/**
 * platform → the live tables' limits desk, signed like the lottery's odds desk (x-provider-signature
 * over the exact body, 60 s); registered in the provider's API scope, whose raw-body parser it relies on.
 */
export async function tableTradingRoutes(app: FastifyInstance, { trading, secret, now }: { trading: TableTrading; secret: string; now: () => number }) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const verdict = verifyProviderSignature(secret, request.providerRawBody ?? '', request.headers[PROVIDER_SIGNATURE_HEADER], now());
    if (verdict.ok) return done();
    done(unauthorized(verdict.reason === 'missing' ? M.signatureMissing : M.signatureInvalid));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(TABLE_TRADING_PATHS.limits, { schema: { body: TableLimitsListBody, response: { 200: TableLimitsResponse } } }, () => trading.limits());
  r.post(TABLE_TRADING_PATHS.limitsSet, { schema: { body: TableLimitSetBody, response: { 200: TableLimitsChangeResponse } } }, (request) => trading.setLimits(request.body));
}
