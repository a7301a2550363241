import { randomBytes } from 'node:crypto';
import type { Sport, SportsbookPlaceBody, SportsbookPlaceResponse, SportsbookPriceChanged } from '@app/contract/sandbox-sportsbook';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { betTerms, DEFAULT_ODDS_FORMAT, parseOdds, type OddsFormat } from '@app/domain/sportsbook';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { SPORTSBOOK_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';
import { placeOpenBet } from '../deferred-bets.ts';
import { askMayBet } from '../play.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { balanceOf } from '../wallets.ts';
import * as repo from './repository.ts';
import { SIDES_OF } from './rules.ts';
import { betDetail } from './settlement.ts';
import { betView, quoteIn } from './views.ts';

export type SlipDeps = { db: Database; platform: PlatformClient; now: () => number; push: (record: ProviderBetRecord) => void };

export type PlaceOutcome = { accepted: SportsbookPlaceResponse } | { priceChanged: SportsbookPriceChanged };

type CheckedSlip = { legs: repo.StoredLeg[]; fixtures: Map<string, repo.FixtureRow>; risk: number } | { priceChanged: SportsbookPriceChanged };

/**
 * A slip placed: checked (markets of this sport, open, pre-match, one leg per fixture in a xiên, the
 * stake within the limits), the platform asked whether the member may stake what it takes, then in one
 * transaction the fixtures and markets held (a price change or a result waits) and checked again, the
 * stake taken, the bet written. A leg whose price version is not the one the member saw answers 409
 * with the prices now, and nothing is taken: the member confirms and sends again. The same clientId
 * again answers with the bet already placed.
 */
export async function placeSlip(deps: SlipDeps, session: GameBinding, sport: Sport, body: SportsbookPlaceBody): Promise<PlaceOutcome> {
  const { db, now } = deps;
  const earlier = await repo.betByClientId(db, session.playerId, body.clientId);
  if (earlier) return { accepted: await placed(db, session, earlier.round_id) };
  const format = body.format ?? DEFAULT_ODDS_FORMAT;

  const first = await checkSlip(db, sport, body, format, now(), false);
  if ('priceChanged' in first) return first;
  await askMayBet(deps.platform, { playerId: session.playerId, gameId: session.gameId, stake: first.risk });

  const roundId = `SPB-${randomBytes(12).toString('base64url')}`;
  try {
    const outcome = await db.transaction(async (txn) => {
      const slip = await checkSlip(txn, sport, body, format, now(), true);
      if ('priceChanged' in slip) return slip;
      const placedAt = new Date(now());
      const kind = slip.legs.length === 1 ? 'single' : 'accumulator';
      const bet = { kind, stake: body.stake, odds_format: format };
      const record = await placeOpenBet(txn, {
        roundId,
        playerId: session.playerId,
        gameId: session.gameId,
        engine: session.engine,
        stake: slip.risk,
        detail: betDetail(bet, slip.legs, slip.fixtures, slip.legs.map(() => null), null),
        // No seed decides a sports bet: its fairness is the fixture's result, public.
        fairness: { serverSeedHash: '', clientSeed: slip.legs.map((l) => l.fixtureId).join(','), nonce: 0 },
        placedAt,
      });
      await repo.insertBet(txn, { round_id: roundId, player_id: session.playerId, game_id: session.gameId, client_id: body.clientId, kind, stake: body.stake, odds_format: format, legs: slip.legs, placed_at: placedAt });
      await txn.onCommit(() => deps.push(record));
      return null;
    });
    if (outcome) return outcome;
    return { accepted: await placed(db, session, roundId) };
  } catch (error) {
    // The same clientId sent twice at once: the second insert loses on (player, client id); answer with the first.
    const again = await repo.betByClientId(db, session.playerId, body.clientId);
    if (again) return { accepted: await placed(db, session, again.round_id) };
    throw error;
  }
}

async function placed(db: Database, session: GameBinding, roundId: string): Promise<SportsbookPlaceResponse> {
  const [bet] = await repo.betsByIds(db, [roundId]);
  if (!bet || bet.player_id !== session.playerId) throw new HttpError(404, M.betUnknown);
  return { bet: betView(bet), balance: await balanceOf(db, session.playerId) };
}

/** The slip against the markets as they are (locked for share inside the placing transaction). */
async function checkSlip(db: Database, sport: Sport, body: SportsbookPlaceBody, format: OddsFormat, now: number, lock: boolean): Promise<CheckedSlip> {
  const ids = [...new Set(body.legs.map((l) => l.marketId))];
  let markets = new Map((await repo.marketsByIds(db, ids)).map((m) => [m.market_id, m]));
  const fixtureIds = [...new Set([...markets.values()].map((m) => m.fixture_id))];
  // Fixtures before markets, the order a result takes them in (fixture, then its markets): no deadlock.
  const fixtures = new Map((await repo.fixturesByIds(db, fixtureIds, lock ? { lock: 'share' } : {})).map((f) => [f.fixture_id, f]));
  if (lock) markets = new Map((await repo.lockMarkets(db, ids)).map((m) => [m.market_id, m]));

  for (const leg of body.legs) {
    const market = markets.get(leg.marketId);
    const fixture = market ? fixtures.get(market.fixture_id) : undefined;
    if (!market || !fixture || fixture.sport !== sport) throw badRequest(M.marketUnknown);
    if (!SIDES_OF[market.kind].includes(leg.side)) throw badRequest(M.sideNotOffered);
    if (fixture.status !== 'scheduled' || now >= new Date(fixture.kickoff_at).getTime()) throw new HttpError(409, M.kickedOff);
    if (market.status === 'suspended') throw new HttpError(409, M.marketSuspended);
    if (market.status !== 'open') throw new HttpError(409, M.marketClosed);
  }
  if (body.legs.length > 1 && new Set(body.legs.map((l) => markets.get(l.marketId)!.fixture_id)).size < body.legs.length) throw badRequest(M.sameFixture);

  if (body.legs.some((l) => markets.get(l.marketId)!.price_version !== l.priceVersion)) {
    return {
      priceChanged: {
        statusCode: 409,
        error: 'Conflict',
        message: M.priceChanged,
        legs: body.legs.map((l) => {
          const market = markets.get(l.marketId)!;
          return { marketId: l.marketId, side: l.side, priceVersion: market.price_version, quote: quoteIn(market, l.side, format), status: market.status };
        }),
      },
    };
  }

  const chosen = body.legs.map((l) => markets.get(l.marketId)!);
  const min = Math.max(...chosen.map((m) => Number(m.min_stake)));
  const max = Math.min(...chosen.map((m) => Number(m.max_stake)));
  if (body.stake < min || body.stake > max) throw badRequest(M.stakeOutside(min, Math.max(min, max)));

  const legs: repo.StoredLeg[] = body.legs.map((l) => {
    const market = markets.get(l.marketId)!;
    return {
      marketId: market.market_id,
      fixtureId: market.fixture_id,
      sport,
      kind: market.kind,
      period: market.period,
      line: repo.lineOf(market),
      side: l.side,
      priceVersion: market.price_version,
      quote: quoteIn(market, l.side, format)!,
    };
  });
  // A single risks its terms at the quote (more than the stake at a negative price, or less); a xiên risks its stake.
  const risk = legs.length === 1 ? betTerms(body.stake, parseOdds(legs[0]!.quote, format), format).risk : body.stake;
  return { legs, fixtures, risk };
}
