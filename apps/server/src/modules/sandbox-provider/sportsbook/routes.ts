import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROVIDER_SIGNATURE_HEADER } from '@app/contract/sandbox-provider';
import {
  FixtureCancelBody,
  FixtureCreateBody,
  FixtureUpdateBody,
  MarketCreateBody,
  MarketPriceBody,
  MarketRefBody,
  ResultCorrectBody,
  ResultEnterBody,
  SPORTSBOOK_PATHS,
  SportsbookBetsResponse,
  SportsbookBoardBody,
  SportsbookBoardResponse,
  SportsbookPlaceBody,
  SportsbookPlaceResponse,
  TRADING_PATHS,
  TradingChangeResponse,
  TradingFixturesBody,
  TradingFixturesResponse,
} from '@app/contract/sandbox-sportsbook';
import { unauthorized } from '../../../lib/errors.ts';
import { verifyProviderSignature } from '../../../lib/provider-signature.ts';
import { SPORTSBOOK_FIELD_MESSAGES } from '../../../messages/sandbox-sportsbook.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../../messages/sandbox-provider.ts';
import { readBody } from '../body.ts';
import type { GameBinding } from '../repository.ts';
import type { Sportsbook } from './service.ts';

const answers = (schema: unknown) => ({ schema: { response: { 200: schema } } });
const game = (path: string) => path.slice('/game'.length);

/**
 * The game page → provider (registered under `/game`, bearer game session): the board, a slip placed
 * (409 with the prices now when one moved since the member saw it), the member's bets.
 */
export async function sportsbookGameRoutes(
  app: FastifyInstance,
  { sportsbook, session }: { sportsbook: Sportsbook; session: (authorization: string | undefined) => Promise<GameBinding> },
) {
  const who = (request: FastifyRequest) => session(request.headers.authorization);
  app.post(game(SPORTSBOOK_PATHS.board), answers(SportsbookBoardResponse), async (request) => {
    const player = await who(request);
    return sportsbook.board(player, readBody(request, SportsbookBoardBody, SPORTSBOOK_FIELD_MESSAGES));
  });
  app.post(game(SPORTSBOOK_PATHS.place), async (request, reply) => {
    const player = await who(request);
    const outcome = await sportsbook.place(player, readBody(request, SportsbookPlaceBody, SPORTSBOOK_FIELD_MESSAGES));
    if ('priceChanged' in outcome) return reply.status(409).send(outcome.priceChanged);
    return reply.send(SportsbookPlaceResponse.parse(outcome.accepted));
  });
  app.post(game(SPORTSBOOK_PATHS.bets), answers(SportsbookBetsResponse), async (request) => sportsbook.bets(await who(request)));
}

/**
 * platform → the provider's trading desk, signed like every server-to-server call (x-provider-signature
 * over the exact body, 60 s). Registered in the provider's API scope beside serverToServerRoutes, whose
 * raw-body parser it relies on; it checks the signature itself.
 */
export async function tradingRoutes(app: FastifyInstance, { sportsbook, secret, now }: { sportsbook: Sportsbook; secret: string; now: () => number }) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const verdict = verifyProviderSignature(secret, request.providerRawBody ?? '', request.headers[PROVIDER_SIGNATURE_HEADER], now());
    if (verdict.ok) return done();
    done(unauthorized(verdict.reason === 'missing' ? M.signatureMissing : M.signatureInvalid));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const t = sportsbook.trading;
  const change = { 200: TradingChangeResponse };

  r.post(TRADING_PATHS.fixtures, { schema: { body: TradingFixturesBody, response: { 200: TradingFixturesResponse } } }, (request) => t.fixtures(request.body));
  r.post(TRADING_PATHS.fixtureCreate, { schema: { body: FixtureCreateBody, response: change } }, (request) => t.createFixture(request.body));
  r.post(TRADING_PATHS.fixtureUpdate, { schema: { body: FixtureUpdateBody, response: change } }, (request) => t.updateFixture(request.body));
  r.post(TRADING_PATHS.fixtureCancel, { schema: { body: FixtureCancelBody, response: change } }, (request) => t.cancelFixture(request.body));
  r.post(TRADING_PATHS.marketCreate, { schema: { body: MarketCreateBody, response: change } }, (request) => t.createMarket(request.body));
  r.post(TRADING_PATHS.marketPrice, { schema: { body: MarketPriceBody, response: change } }, (request) => t.changePrice(request.body));
  r.post(TRADING_PATHS.marketSuspend, { schema: { body: MarketRefBody, response: change } }, (request) => t.setMarketOpen(request.body.marketId, false));
  r.post(TRADING_PATHS.marketReopen, { schema: { body: MarketRefBody, response: change } }, (request) => t.setMarketOpen(request.body.marketId, true));
  r.post(TRADING_PATHS.resultEnter, { schema: { body: ResultEnterBody, response: change } }, (request) => t.enterResult(request.body));
  r.post(TRADING_PATHS.resultCorrect, { schema: { body: ResultCorrectBody, response: change } }, (request) => t.correctResult(request.body));
}
