import { randomBytes } from 'node:crypto';
import type {
  FixtureCancelBody,
  FixtureCreateBody,
  FixtureUpdateBody,
  MarketCreateBody,
  MarketPriceBody,
  MatchResultBody,
  ResultCorrectBody,
  ResultEnterBody,
  TradingChangeResponse,
  TradingFixture,
  TradingFixturesBody,
} from '@app/contract/sandbox-sportsbook';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { SPORTSBOOK_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';
import * as repo from './repository.ts';
import { checkLine, checkPrices } from './rules.ts';
import { settleFixtureBets } from './settlement.ts';
import { tradingFixtures } from './views.ts';

export type TradingDeps = { db: Database; now: () => number; push: (records: readonly ProviderBetRecord[]) => void };

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;
const notFound = (message: string) => new HttpError(404, message);
const sameResult = (a: unknown, b: MatchResultBody) => {
  const r = a as MatchResultBody;
  return r.fullTime.home === b.fullTime.home && r.fullTime.away === b.fullTime.away && r.firstHalf.home === b.firstHalf.home && r.firstHalf.away === b.firstHalf.away;
};

/**
 * The provider's trading desk (what SABA's back office does for a real book): fixtures, markets and
 * prices, suspensions, results. A result, a correction or a cancellation settles the fixture's bets in
 * the same transaction, so a refused correction (a wallet too short to take back a win) changes nothing.
 */
export function createTrading(deps: TradingDeps) {
  const { db, now } = deps;

  async function answer(fixtureId: string, settlement: TradingChangeResponse['settlement'] = null): Promise<TradingChangeResponse> {
    const fixture = await repo.findFixture(db, fixtureId);
    if (!fixture) throw notFound(M.fixtureUnknown);
    return { fixture: (await tradingFixtures(db, [fixture]))[0]!, settlement };
  }

  /** A fixture still to be played (scheduled or live), locked for the change. */
  async function openFixture(txn: Database, fixtureId: string): Promise<repo.FixtureRow> {
    const fixture = await repo.findFixture(txn, fixtureId, { lock: 'update' });
    if (!fixture) throw notFound(M.fixtureUnknown);
    if (fixture.status === 'finished' || fixture.status === 'cancelled') throw new HttpError(409, M.fixtureNotOpen);
    return fixture;
  }

  /** A market whose fixture has not been settled, locked for the change. */
  async function changeableMarket(txn: Database, marketId: string): Promise<repo.MarketRow> {
    const market = await repo.findMarket(txn, marketId, { lock: 'update' });
    if (!market) throw notFound(M.marketUnknown);
    if (market.status === 'settled') throw new HttpError(409, M.marketSettled);
    return market;
  }

  /** Writes the fixture's decision and settles its bets; the records are pushed after the commit. */
  async function decide(fixtureId: string, change: (txn: Database) => Promise<boolean>) {
    const settlement = await db.transaction(async (txn) => {
      if (!(await change(txn))) return null;
      await repo.setMarketStatus(txn, { fixtureId }, 'settled');
      const done = await settleFixtureBets(txn, fixtureId, new Date(now()));
      await txn.onCommit(() => deps.push(done.records));
      return { settled: done.settled, resettled: done.resettled, moved: done.moved };
    });
    return answer(fixtureId, settlement ?? { settled: 0, resettled: 0, moved: 0 });
  }

  function checkResult(result: MatchResultBody) {
    if (result.firstHalf.home > result.fullTime.home || result.firstHalf.away > result.fullTime.away) throw badRequest(M.firstHalfAboveFullTime);
  }

  return {
    async fixtures(body: TradingFixturesBody): Promise<{ fixtures: TradingFixture[] }> {
      if (body.fixtureId) {
        const one = await repo.findFixture(db, body.fixtureId);
        return { fixtures: one ? await tradingFixtures(db, [one]) : [] };
      }
      return { fixtures: await tradingFixtures(db, await repo.listFixtures(db, { latestFirst: true, ...(body.sport ? { sport: body.sport } : {}) })) };
    },

    async createFixture(body: FixtureCreateBody) {
      const fixtureId = newId('FX');
      await repo.insertFixture(db, { fixture_id: fixtureId, sport: body.sport, league: body.league, home: body.home, away: body.away, kickoff_at: new Date(body.kickoff) });
      return answer(fixtureId);
    },

    async updateFixture(body: FixtureUpdateBody) {
      await db.transaction(async (txn) => {
        await openFixture(txn, body.fixtureId);
        await repo.updateFixture(txn, body.fixtureId, {
          ...(body.league === undefined ? {} : { league: body.league }),
          ...(body.home === undefined ? {} : { home: body.home }),
          ...(body.away === undefined ? {} : { away: body.away }),
          ...(body.kickoff === undefined ? {} : { kickoff_at: new Date(body.kickoff) }),
          ...(body.status === undefined ? {} : { status: body.status }),
        });
      });
      return answer(body.fixtureId);
    },

    /** Cancelled: every leg on it is void (a single's stake back; in a xiên the leg counts at odds 1). Cancelling twice changes nothing. */
    cancelFixture: (body: FixtureCancelBody) =>
      decide(body.fixtureId, async (txn) => {
        const fixture = await repo.findFixture(txn, body.fixtureId, { lock: 'update' });
        if (!fixture) throw notFound(M.fixtureUnknown);
        if (fixture.status === 'cancelled') return false;
        if (fixture.status === 'finished') throw new HttpError(409, M.fixtureNotOpen);
        await repo.updateFixture(txn, body.fixtureId, { status: 'cancelled', cancel_reason: body.reason });
        return true;
      }),

    async createMarket(body: MarketCreateBody) {
      const line = checkLine(body.kind, body.line);
      const prices = checkPrices(body.kind, body.format, body.prices);
      if (body.minStake > body.maxStake) throw badRequest(M.stakeLimits);
      await db.transaction(async (txn) => {
        await openFixture(txn, body.fixtureId);
        await repo.insertMarket(txn, {
          market_id: newId('MK'),
          fixture_id: body.fixtureId,
          kind: body.kind,
          period: body.period,
          line,
          price_format: body.format,
          prices,
          min_stake: body.minStake,
          max_stake: body.maxStake,
        });
      });
      return answer(body.fixtureId);
    },

    /** New prices: the version moves on, so a slip opened on the old ones is asked to confirm. */
    async changePrice(body: MarketPriceBody) {
      const fixtureId = await db.transaction(async (txn) => {
        const market = await changeableMarket(txn, body.marketId);
        await repo.setPrices(txn, market.market_id, body.format, checkPrices(market.kind, body.format, body.prices));
        return market.fixture_id;
      });
      return answer(fixtureId);
    },

    async setMarketOpen(marketId: string, open: boolean) {
      const fixtureId = await db.transaction(async (txn) => {
        const market = await changeableMarket(txn, marketId);
        await repo.setMarketStatus(txn, { marketId }, open ? 'open' : 'suspended');
        return market.fixture_id;
      });
      return answer(fixtureId);
    },

    /** The result, settled at once. The same result again settles nothing new; another one needs a correction. */
    enterResult: (body: ResultEnterBody) => {
      checkResult(body.result);
      return decide(body.fixtureId, async (txn) => {
        const fixture = await repo.findFixture(txn, body.fixtureId, { lock: 'update' });
        if (!fixture) throw notFound(M.fixtureUnknown);
        if (fixture.status === 'cancelled') throw new HttpError(409, M.fixtureCancelledNoResult);
        if (fixture.result) {
          if (sameResult(fixture.result, body.result)) return false;
          throw new HttpError(409, M.resultExists);
        }
        if (now() < new Date(fixture.kickoff_at).getTime()) throw new HttpError(409, M.resultNotAfterKickoff);
        await repo.updateFixture(txn, body.fixtureId, { status: 'finished', result: body.result });
        return true;
      });
    },

    /** A corrected result: each bet whose return changes is settled again by the difference (or the whole correction refused). */
    correctResult: (body: ResultCorrectBody) => {
      checkResult(body.result);
      return decide(body.fixtureId, async (txn) => {
        const fixture = await repo.findFixture(txn, body.fixtureId, { lock: 'update' });
        if (!fixture) throw notFound(M.fixtureUnknown);
        if (fixture.status !== 'finished' || !fixture.result) throw new HttpError(409, M.resultMissing);
        if (sameResult(fixture.result, body.result)) return false;
        await repo.updateFixture(txn, body.fixtureId, { result: body.result });
        return true;
      });
    },
  };
}

export type Trading = ReturnType<typeof createTrading>;
