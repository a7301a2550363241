import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ClientSeedBody,
  FairnessState,
  FishingShotBody,
  GameRoundResponse,
  GameSessionBody,
  GameSessionResponse,
  RotateSeedResponse,
  SlotSpinBody,
  TaiXiuBody,
} from '@app/contract/sandbox-provider';
import { LOTTERY_PATHS, LotteryBuyBody, LotteryBuyResponse, LotteryResultsResponse, LotteryStateResponse, LotteryTicketsResponse } from '@app/contract/sandbox-lottery';
import { CLIENT_SEED_RULE } from '@app/domain';
import { LOTTERY_FIELD_MESSAGES } from '../../messages/sandbox-lottery.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { readBody } from './body.ts';
import { sportsbookGameRoutes } from './sportsbook/routes.ts';
import { tableRoutes } from './tables/routes.ts';
import type { SandboxProvider } from './service.ts';

const FIELD_MESSAGES = {
  launchToken: M.launchInvalid,
  stake: M.stakeNotAmount,
  fishId: M.fishUnknown,
  bet: M.betUnknown,
  clientSeed: CLIENT_SEED_RULE,
};


const answers = (schema: unknown) => ({ schema: { response: { 200: schema } } });

/**
 * The provider's game page (in the member's browser) → provider: a launch token exchanged for a game
 * session, then rounds and the provably fair seeds under that session's bearer token.
 */
export async function gameRoutes(app: FastifyInstance, { provider }: { provider: SandboxProvider }) {
  const session = (request: FastifyRequest) => provider.session(request.headers.authorization);

  app.post('/session', answers(GameSessionResponse), (request) => provider.openSession(readBody(request, GameSessionBody, FIELD_MESSAGES).launchToken));

  app.post('/slot/spin', answers(GameRoundResponse), async (request) => {
    const who = await session(request);
    return provider.play(who, 'slot', readBody(request, SlotSpinBody, FIELD_MESSAGES));
  });
  app.post('/fishing/shoot', answers(GameRoundResponse), async (request) => {
    const who = await session(request);
    return provider.play(who, 'fishing', readBody(request, FishingShotBody, FIELD_MESSAGES));
  });
  app.post('/tai-xiu/roll', answers(GameRoundResponse), async (request) => {
    const who = await session(request);
    return provider.play(who, 'tai-xiu', readBody(request, TaiXiuBody, FIELD_MESSAGES));
  });

  // The lottery (lottery/): shared draws, tickets settled when their draw is drawn.
  const game = (path: string) => path.slice('/game'.length);
  app.post(game(LOTTERY_PATHS.state), answers(LotteryStateResponse), async (request) => provider.lottery.state(await session(request)));
  app.post(game(LOTTERY_PATHS.buy), answers(LotteryBuyResponse), async (request) => {
    const who = await session(request);
    return provider.lottery.buy(who, readBody(request, LotteryBuyBody, LOTTERY_FIELD_MESSAGES));
  });
  app.post(game(LOTTERY_PATHS.tickets), answers(LotteryTicketsResponse), async (request) => ({ tickets: await provider.lottery.tickets(await session(request)) }));
  app.post(game(LOTTERY_PATHS.results), answers(LotteryResultsResponse), async (request) => provider.lottery.results(await session(request)));

  // GET, or POST as the page's one client sends everything.
  app.route({ method: ['GET', 'POST'], url: '/fair/state', ...answers(FairnessState), handler: async (request) => provider.fairness((await session(request)).playerId) });
  app.post('/fair/client-seed', answers(FairnessState), async (request) => {
    const who = await session(request);
    return provider.setClientSeed(who.playerId, readBody(request, ClientSeedBody, FIELD_MESSAGES).clientSeed);
  });
  app.post('/fair/rotate', answers(RotateSeedResponse), async (request) => provider.rotate((await session(request)).playerId));

  // The live tables (tables/): shared timed rounds.
  await app.register(tableRoutes, { session: provider.session, tables: provider.tables });
  // The sportsbook (sportsbook/): the board, slips and my bets.
  await app.register(sportsbookGameRoutes, { session: provider.session, sportsbook: provider.sportsbook });
}
