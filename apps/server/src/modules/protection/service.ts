import { LIMIT_PERIODS, type LimitPeriod, type MemberExclusionEntry, type ProtectionSettings, type RealitySummary, type SetDepositLimitBody } from '@app/contract';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { balanceChangeSince } from '../ledger/service.ts';
import { lockMember, sessionStart } from '../members/service.ts';
import { limitAfterRequest, limitInForce, limitsByPeriod, tightestBreach, windowStarts, type LimitInForce } from './limits.ts';
import { PROTECTION_MESSAGES, excludedUntil, overDepositLimit } from '../../messages/protection.ts';
import { lossInWindows, type GameTotals } from './play-gate.ts';
import * as repo from './repository.ts';
import type { Database } from '../../db/database.ts';

/**
 * What protection needs to know of the member's payments, from the payments module (which owns them
 * and sits above this one: it asks `assertMayDeposit` before a deposit). Handed in where the app is
 * put together, so neither module reaches into the other's tables.
 */
export type PaymentTotals = {
  /** Deposits asked for since each window's start and not failed or rejected (one still waiting counts). */
  depositsInWindows(db: Database, memberId: string, starts: Record<LimitPeriod, Date>): Promise<Record<LimitPeriod, number>>;
  /** Deposits and withdrawals that reached success since `since`. */
  settledPaymentsSince(db: Database, memberId: string, since: Date): Promise<{ deposited: number; withdrawn: number }>;
};

/**
 * `now` is the app's clock (tests move it), the same one tokens and signatures are checked against.
 * `payments` and `games` are the totals of the modules above this one (PaymentTotals, GameTotals).
 */
export type ProtectionDeps = { db: Database; now: () => number; payments: PaymentTotals; games: GameTotals };

async function depositLimitsInForce(db: Database, memberId: string, at: Date): Promise<Record<LimitPeriod, LimitInForce>> {
  return limitsByPeriod(await repo.storedLimits(db, 'deposit_limits', memberId), at);
}

/** A limit as the contract shows it, with what its rolling window has used. */
function limitView(period: LimitPeriod, { amount, pending }: LimitInForce, used: number) {
  return { period, amount, used, pending: pending && { amount: pending.amount, effectiveAt: pending.effectiveAt.toISOString() } };
}

export async function protectionSettings({ db, now, payments, games }: ProtectionDeps, memberId: string): Promise<ProtectionSettings> {
  const at = new Date(now());
  const [depositLimits, deposited, lossLimits, lost, settings, exclusion] = await Promise.all([
    depositLimitsInForce(db, memberId, at),
    payments.depositsInWindows(db, memberId, windowStarts(at)),
    repo.storedLimits(db, 'loss_limits', memberId).then((stored) => limitsByPeriod(stored, at)),
    lossInWindows(games, db, memberId, at),
    repo.memberSettings(db, memberId),
    repo.exclusionInForce(db, memberId, at),
  ]);
  const session = limitInForce(settings.sessionLimit, at);
  return {
    depositLimits: LIMIT_PERIODS.map((period) => limitView(period, depositLimits[period], deposited[period])),
    realityCheckMinutes: settings.realityCheckMinutes,
    // A member ahead in a window has used none of its loss limit (the gate still counts the gain as room).
    lossLimits: LIMIT_PERIODS.map((period) => limitView(period, lossLimits[period], Math.max(0, lost[period]))),
    sessionLimitMinutes: session.amount ?? 0,
    sessionLimitPending: session.pending && { minutes: session.pending.amount ?? 0, effectiveAt: session.pending.effectiveAt.toISOString() },
    exclusion: exclusion && { kind: exclusion.kind, until: exclusion.until.toISOString() },
  };
}

/**
 * Under the member's lock (the one deposits take), so a deposit being created sees either the old
 * limit or the new one, never half of a change.
 */
export async function setDepositLimit(deps: ProtectionDeps, memberId: string, { period, amount }: SetDepositLimitBody): Promise<ProtectionSettings> {
  const at = new Date(deps.now());
  await deps.db.transaction(async (trx) => {
    await lockMember(trx, memberId);
    const current = (await depositLimitsInForce(trx, memberId, at))[period];
    await repo.saveLimit(trx, 'deposit_limits', memberId, period, limitAfterRequest(current, amount, at), at);
  });
  return protectionSettings(deps, memberId);
}

export async function setRealityCheck(deps: ProtectionDeps, memberId: string, minutes: number): Promise<ProtectionSettings> {
  await repo.saveRealityCheckMinutes(deps.db, memberId, minutes, new Date(deps.now()));
  return protectionSettings(deps, memberId);
}

/**
 * What the reality check shows: this session's length, and what it has cost or brought: payments, the
 * change of all the member holds, and the stakes and wins of the bet records. Read on the server from
 * the session's start (the login), so every tab and a reload see the same figures.
 */
export async function realitySummary({ db, payments, games }: ProtectionDeps, memberId: string): Promise<RealitySummary> {
  const since = await sessionStart(db, memberId);
  const [{ deposited, withdrawn }, balanceChange, play] = await Promise.all([
    payments.settledPaymentsSince(db, memberId, since),
    balanceChangeSince(db, memberId, since),
    games.playTotalsSince(db, memberId, since),
  ]);
  return { sessionStartedAt: since.toISOString(), deposited, withdrawn, balanceChange, staked: play.stakes, won: play.wins, gameNet: play.wins - play.stakes };
}

/**
 * Called by deposit creation inside its transaction, after it has locked the member row: concurrent
 * deposits are counted one after another, so together they can never pass a limit. Excluded or over
 * a limit → 400, and the caller's transaction writes nothing.
 */
export async function assertMayDeposit(trx: Database, payments: PaymentTotals, memberId: string, amount: number, at: Date): Promise<void> {
  if (await repo.exclusionInForce(trx, memberId, at)) throw badRequest(PROTECTION_MESSAGES.depositWhileExcluded);
  const limits = await depositLimitsInForce(trx, memberId, at);
  if (LIMIT_PERIODS.every((period) => limits[period].amount === null)) return;
  const breach = tightestBreach(limits, await payments.depositsInWindows(trx, memberId, windowStarts(at)), amount);
  if (breach) throw badRequest(overDepositLimit(breach.period, breach.remaining));
}

/** For login: the member knows their password, so they may learn why they cannot come in, and until when. */
export function excludedLoginRefusal(exclusion: repo.ExclusionInForce): HttpError {
  return new HttpError(403, excludedUntil(exclusion.until));
}

/** How many past exclusions the console shows: far more than anyone takes in practice. */
const EXCLUSIONS_SHOWN = 50;

/** The member's time-outs and self-exclusions, latest first, for the operator console. */
export async function memberExclusions(db: Database, memberId: string): Promise<MemberExclusionEntry[]> {
  const rows = await repo.exclusionHistory(db, memberId, EXCLUSIONS_SHOWN);
  return rows.map((r) => ({ kind: r.kind, days: Number(r.days), startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString() }));
}

export { exclusionInForce } from './repository.ts';
export { createPlayGates, onePlayGate, type GameTotals, type PlayGate, type PlayGates, type PlayGateDeps } from './play-gate.ts';
