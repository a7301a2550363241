import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_PROVIDER_CODES } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { storeRound } from './repository.ts';

export const GAME_ROUNDS_TEST_PATH = '/__test/games/rounds';

const amount = z.number().int().min(0).max(1_000_000_000_000);
const SeedRoundsBody = z.strictObject({
  provider: z.enum(GAME_PROVIDER_CODES),
  memberId: z.string().min(1).max(64),
  rounds: z
    .array(
      z.strictObject({
        roundId: z.string().min(1).max(80),
        gameId: z.string().min(1).max(64),
        stake: amount,
        win: amount,
        playedAt: z.iso.datetime({ offset: true }),
        detail: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(500),
});

/**
 * TEST ONLY: `POST /__test/games/rounds` stores bet records for a member as a provider's push would
 * (the same one-statement store, so the running figures and the day's turnover follow), at the
 * times given: browser tests seed the console's report and a member's "Lịch sử cược" with it.
 * Registered only when the server runs as a test (NODE_ENV=test), behind an operator's token.
 */
export const betRecordTestRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => number }> = async (app, { db, now }) => {
  app.route({
    method: 'POST',
    url: GAME_ROUNDS_TEST_PATH,
    config: { auth: true },
    schema: { body: SeedRoundsBody, response: { 200: z.object({ stored: z.number().int() }) } },
    handler: async (request) => {
      const { provider, memberId, rounds } = request.body;
      let stored = 0;
      for (const [i, r] of rounds.entries()) {
        const record = {
          seq: 0,
          roundId: r.roundId,
          playerId: memberId,
          gameId: r.gameId,
          stake: r.stake,
          win: r.win,
          balanceBefore: 0,
          balanceAfter: r.win - r.stake,
          playedAt: r.playedAt,
          detail: r.detail ?? null,
          fairness: { serverSeedHash: '0'.repeat(64), clientSeed: 'seeded', nonce: i + 1 },
          status: 'settled' as const,
          revision: 0,
          settledAt: null,
        };
        if (await storeRound(db, provider, record, new Date(now()))) stored++;
      }
      return { stored };
    },
  });
};
