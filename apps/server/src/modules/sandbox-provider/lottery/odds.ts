import type { LotteryOddsChangeResponse, LotteryOddsResponse, LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import { DEFAULT_LOTTERY_ODDS, LOTTERY_BET_TYPES, lotteryOddsProblem, type LotteryBetType, type LotteryOdds } from '@app/domain/lottery';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import * as repo from './odds-repository.ts';

/**
 * The lottery's odds per bet type (issue 11): what the provider sells tickets at now. An operator's
 * change (through the platform's console, over the signed trading API) applies to the tickets sold
 * after it; each ticket keeps the odds it was sold at (sandbox_lottery_tickets.point_price and
 * payout_per_point) and is settled by them.
 */

const oddsOf = (row: repo.OddsRow | null, betType: LotteryBetType): LotteryOdds =>
  row ? { pointPrice: Number(row.point_price), payoutPerPoint: Number(row.payout_per_point) } : DEFAULT_LOTTERY_ODDS[betType];

/** A bet type's odds now; in a purchase's transaction, `share` keeps a change from landing before its commit. */
export async function currentOdds(db: Database, betType: LotteryBetType, options: { lock?: 'share' } = {}): Promise<LotteryOdds> {
  return oddsOf(await repo.findOddsRow(db, betType, options), betType);
}

export async function oddsTable(db: Database): Promise<Record<LotteryBetType, LotteryOdds>> {
  const rows = new Map((await repo.allOddsRows(db)).map((r) => [r.bet_type, r]));
  return Object.fromEntries(LOTTERY_BET_TYPES.map((b) => [b, oddsOf(rows.get(b) ?? null, b)])) as Record<LotteryBetType, LotteryOdds>;
}

async function oddsList(db: Database): Promise<LotteryOddsResponse> {
  const rows = new Map((await repo.allOddsRows(db)).map((r) => [r.bet_type, r]));
  return {
    odds: LOTTERY_BET_TYPES.map((betType) => {
      const row = rows.get(betType) ?? null;
      return { betType, ...oddsOf(row, betType), defaults: DEFAULT_LOTTERY_ODDS[betType], updatedAt: row ? new Date(row.updated_at).toISOString() : null };
    }),
  };
}

/** The provider's odds desk: the list, and a change (refused, changing nothing, when the house would lose its edge). */
export function createLotteryTrading({ db, now }: { db: Database; now: () => number }) {
  return {
    odds: () => oddsList(db),
    async setOdds(body: LotteryOddsSetBody): Promise<LotteryOddsChangeResponse> {
      const odds = { pointPrice: body.pointPrice, payoutPerPoint: body.payoutPerPoint };
      const problem = lotteryOddsProblem(body.betType, odds);
      if (problem) throw badRequest(problem);
      const before = await db.transaction(async (txn) => {
        const was = oddsOf(await repo.findOddsRow(txn, body.betType, { lock: 'update' }), body.betType);
        await repo.saveOdds(txn, { betType: body.betType, ...odds, at: new Date(now()) });
        return was;
      });
      return { ...(await oddsList(db)), betType: body.betType, before };
    },
  };
}

export type LotteryTrading = ReturnType<typeof createLotteryTrading>;
