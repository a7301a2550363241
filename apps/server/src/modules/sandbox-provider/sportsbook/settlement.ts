import type { MarketSide } from '@app/contract/sandbox-sportsbook';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { accumulatorReturn, parseOdds, settleSelection, singleReturn, type LegOutcome, type MatchResult, type OddsFormat } from '@app/domain/sportsbook';
import type { Database } from '../../../db/database.ts';
import { SPORTSBOOK_MESSAGES as M } from '../../../messages/sandbox-sportsbook.ts';
import { resettleBets, settleOpenBets, type Settlement } from '../deferred-bets.ts';
import * as repo from './repository.ts';
import { selectionOf } from './rules.ts';

/**
 * A fixture decided (its result entered or corrected, or the fixture cancelled): every bet with a leg on
 * it whose legs are all decided is settled, in the caller's transaction. A bet still open is settled
 * for the first time; one already settled is settled again only if its win, status or legs' outcomes
 * change, by the difference (so the same result twice pays once). Returns the records to push after
 * the commit, and how many bets each way.
 */
export async function settleFixtureBets(txn: Database, fixtureId: string, at: Date): Promise<{ records: ProviderBetRecord[]; settled: number; resettled: number; moved: number }> {
  txn.assertTransaction();
  const bets = await repo.betsByIds(txn, await repo.betIdsOnFixture(txn, fixtureId));
  const fixtureIds = [...new Set(bets.flatMap((b) => (b.legs as repo.StoredLeg[]).map((l) => l.fixtureId)))];
  const fixtures = new Map((await repo.fixturesByIds(txn, fixtureIds)).map((f) => [f.fixture_id, f]));
  const first: Settlement[] = [];
  const again: Settlement[] = [];
  let moved = 0;
  for (const bet of bets) {
    const settlement = betSettlement(bet, fixtures);
    if (!settlement) continue;
    if (bet.status === 'open') first.push(settlement);
    else {
      again.push(settlement);
      moved += settlement.win - Number(bet.win);
    }
  }
  // Every wallet this will move, locked once in player order (both steps below lock their own in order too).
  await repo.lockWallets(txn, [...first, ...again].map((s) => s.playerId));
  const settledRecords = await settleOpenBets(txn, first, at);
  const resettledRecords = await resettleBets(txn, again, at);
  return { records: [...settledRecords, ...resettledRecords], settled: settledRecords.length, resettled: resettledRecords.length, moved };
}

/** A leg's outcome from its fixture: void when cancelled, the domain's settlement when finished, null while undecided. */
export function legOutcome(leg: repo.StoredLeg, fixture: repo.FixtureRow | undefined): LegOutcome | null {
  if (!fixture) return null;
  if (fixture.status === 'cancelled') return 'void';
  if (fixture.status !== 'finished' || !fixture.result) return null;
  return settleSelection(selectionOf({ kind: leg.kind, period: leg.period, line: leg.line }, leg.side as MarketSide), fixture.result as MatchResult);
}

/** The bet's settlement once every leg is decided (null before): win by the domain, at the quotes the member accepted. */
export function betSettlement(bet: repo.BetWithRound, fixtures: ReadonlyMap<string, repo.FixtureRow>): Settlement | null {
  const legs = bet.legs as repo.StoredLeg[];
  const outcomes = legs.map((leg) => legOutcome(leg, fixtures.get(leg.fixtureId)));
  if (outcomes.some((o) => o === null)) return null;
  const decided = outcomes as LegOutcome[];
  const format = bet.odds_format as OddsFormat;
  const stake = Number(bet.stake);
  const risk = Number(bet.risk);
  const win =
    bet.kind === 'single'
      ? singleReturn(stake, parseOdds(legs[0]!.quote, format), format, decided[0]!)
      : accumulatorReturn(risk, legs.map((leg, i) => ({ price: parseOdds(leg.quote, format), outcome: decided[i]! })));
  const allVoid = decided.every((o) => o === 'void');
  const cancelled = legs.map((l) => fixtures.get(l.fixtureId)).find((f) => f?.status === 'cancelled');
  return {
    roundId: bet.round_id,
    playerId: bet.player_id,
    win,
    status: allVoid ? 'void' : 'settled',
    detail: betDetail(bet, legs, fixtures, decided, allVoid && cancelled ? M.voidCancelled(cancelled.cancel_reason ?? '') : null),
  };
}

/** The round's detail: the slip as accepted, each leg with its fixture, outcome and the score it was settled on. */
export function betDetail(
  bet: { kind: string; stake: string | number; odds_format: string },
  legs: readonly repo.StoredLeg[],
  fixtures: ReadonlyMap<string, repo.FixtureRow>,
  outcomes: readonly (LegOutcome | null)[],
  reason: string | null,
) {
  return {
    kind: 'sportsbook-bet',
    betKind: bet.kind,
    stake: Number(bet.stake),
    format: bet.odds_format,
    reason,
    legs: legs.map((leg, i) => {
      const fixture = fixtures.get(leg.fixtureId);
      return {
        ...leg,
        league: fixture?.league ?? '',
        home: fixture?.home ?? '',
        away: fixture?.away ?? '',
        kickoff: fixture ? new Date(fixture.kickoff_at).toISOString() : '',
        outcome: outcomes[i] ?? null,
        result: outcomes[i] && outcomes[i] !== 'void' ? (fixture?.result ?? null) : null,
      };
    }),
  };
}
