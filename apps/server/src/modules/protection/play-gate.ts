import { LIMIT_PERIODS, type LimitPeriod } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { sessionStart } from '../members/service.ts';
import { limitInForce, limitsByPeriod, tightestBreach, windowStarts } from './limits.ts';
import { excludedUntil, overLossLimit, sessionLimitReached } from '../../messages/protection.ts';
import { playGateStates, type PlayGateState } from './repository.ts';

const MINUTE_MS = 60_000;

/**
 * What protection needs to know of the member's play, from the games module (which owns the bet records
 * and sits above this one: it asks the play gate). Handed in where the app is put together, as payment
 * totals are, so neither module reaches into the other's tables.
 */
export type GameTotals = {
  /** Stakes and wins of the bet records played since `since` (loss: stakes − wins; negative when ahead). */
  playTotalsSince(db: Database, memberId: string, since: Date): Promise<{ stakes: number; wins: number; loss: number }>;
};

/** Whether a member may play now: a Vietnamese refusal sentence, or null. `stake`: the stake about to be placed. */
export type PlayGate = (memberId: string, stake?: number) => Promise<string | null>;

/** A stake (or, without one, play at all) asked about. */
export type PlayAsk = { memberId: string; stake?: number | undefined };
/** The play gate asked about several stakes at once (the provider's may-bet): one verdict per ask, in order. */
export type PlayGates = (asks: readonly PlayAsk[]) => Promise<(string | null)[]>;

export type PlayGateDeps = { db: Database; now: () => number; games: GameTotals };

/** The loss in each rolling window at `at`, counted for `periods` only (the others read 0). */
export async function lossInWindows(
  games: GameTotals,
  db: Database,
  memberId: string,
  at: Date,
  periods: readonly LimitPeriod[] = LIMIT_PERIODS,
): Promise<Record<LimitPeriod, number>> {
  const starts = windowStarts(at);
  const totals = await Promise.all(periods.map((period) => games.playTotalsSince(db, memberId, starts[period])));
  const loss: Record<LimitPeriod, number> = { DAY: 0, WEEK: 0, MONTH: 0 };
  periods.forEach((period, i) => (loss[period] = totals[i]!.loss));
  return loss;
}

/**
 * The play gate (D11 carried into play), asked at a game launch, before every transfer into a game
 * account and by the provider before every stake. It refuses while a time-out or self-exclusion holds
 * (also to a game page left open when it began), once the session has lasted the member's session
 * limit, and a stake that the loss in a window would take over that window's limit.
 *
 * It runs before every stake, so it costs one statement for this module's settings, whatever the number
 * of stakes asked about together, and more only for what a member has set: the session start, and the
 * bet totals of each window that has a loss limit (concurrently). Members with no limits cost one
 * indexed lookup each, in that one statement.
 */
export function createPlayGates({ db, now, games }: PlayGateDeps): PlayGates {
  async function verdict(memberId: string, stake: number | undefined, state: PlayGateState, at: Date): Promise<string | null> {
    if (state.excludedUntil) return excludedUntil(state.excludedUntil);

    const sessionMinutes = limitInForce(state.sessionLimit, at).amount;
    const lossLimits = limitsByPeriod(state.lossLimits, at);
    const limited = LIMIT_PERIODS.filter((period) => lossLimits[period].amount !== null);
    const [startedAt, loss] = await Promise.all([
      sessionMinutes === null ? null : sessionStart(db, memberId),
      limited.length === 0 ? null : lossInWindows(games, db, memberId, at, limited),
    ]);

    if (startedAt && sessionMinutes !== null) {
      const playedMs = at.getTime() - startedAt.getTime();
      if (playedMs >= sessionMinutes * MINUTE_MS) return sessionLimitReached(Math.floor(playedMs / MINUTE_MS));
    }
    if (loss) {
      // Without a stake (a launch, a transfer into a game) the question is whether any stake at all still fits.
      const breach = tightestBreach(lossLimits, loss, stake ?? 1);
      if (breach) return overLossLimit(breach);
    }
    return null;
  }

  return async (asks) => {
    if (asks.length === 0) return [];
    const at = new Date(now());
    const states = await playGateStates(db, asks.map((a) => a.memberId), at);
    return Promise.all(asks.map((a) => verdict(a.memberId, a.stake, states.get(a.memberId)!, at)));
  };
}

/** The play gate for one member (a launch, a transfer into a game): the same verdict as asked with others. */
export function onePlayGate(gates: PlayGates): PlayGate {
  return async (memberId, stake) => (await gates([{ memberId, stake }]))[0]!;
}
