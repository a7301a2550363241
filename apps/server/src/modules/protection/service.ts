import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod, type ProtectionSettings, type RealitySummary, type SetDepositLimitBody } from '@app/contract';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { balanceChangeSince } from '../ledger/service.ts';
import { lockMember, sessionStart } from '../members/service.ts';
import { NO_LIMIT, limitAfterRequest, limitInForce, tightestBreach, windowStarts, type LimitInForce } from './limits.ts';
import { PROTECTION_MESSAGES, excludedUntil, overDepositLimit } from '../../messages/protection.ts';
import * as repo from './repository.ts';
import type { Database } from '../../db/database.ts';

/**
 * What protection needs to know of the member's payments, from the payments module (which owns them
 * and sits above this one: it asks `assertMayDeposit` before a deposit). Handed in where the app is
 * put together, so neither module reaches into the other's tables.
 */
export type PaymentTotals = {
  /** Deposits asked for since each window's start and not failed or rejected (one still waiting counts). */
  depositsInWindows(db: Database, memberId: string, starts: Record<DepositLimitPeriod, Date>): Promise<Record<DepositLimitPeriod, number>>;
  /** Deposits and withdrawals that reached success since `since`. */
  settledPaymentsSince(db: Database, memberId: string, since: Date): Promise<{ deposited: number; withdrawn: number }>;
};

/** `now` is the app's clock (tests move it), the same one tokens and signatures are checked against. */
export type ProtectionDeps = { db: Database; now: () => number; payments: PaymentTotals };

async function limitsInForce(db: Database, memberId: string, at: Date): Promise<Record<DepositLimitPeriod, LimitInForce>> {
  const stored = await repo.storedDepositLimits(db, memberId);
  const inForce = (period: DepositLimitPeriod) => limitInForce(stored.get(period) ?? NO_LIMIT, at);
  return { DAY: inForce('DAY'), WEEK: inForce('WEEK'), MONTH: inForce('MONTH') };
}

export async function protectionSettings({ db, now, payments }: ProtectionDeps, memberId: string): Promise<ProtectionSettings> {
  const at = new Date(now());
  const [limits, used, realityCheckMinutes, exclusion] = await Promise.all([
    limitsInForce(db, memberId, at),
    payments.depositsInWindows(db, memberId, windowStarts(at)),
    repo.realityCheckMinutes(db, memberId),
    repo.exclusionInForce(db, memberId, at),
  ]);
  return {
    depositLimits: DEPOSIT_LIMIT_PERIODS.map((period) => {
      const { amount, pending } = limits[period];
      return {
        period,
        amount,
        used: used[period],
        pending: pending && { amount: pending.amount, effectiveAt: pending.effectiveAt.toISOString() },
      };
    }),
    realityCheckMinutes,
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
    const current = (await limitsInForce(trx, memberId, at))[period];
    await repo.saveDepositLimit(trx, memberId, period, limitAfterRequest(current, amount, at), at);
  });
  return protectionSettings(deps, memberId);
}

export async function setRealityCheck(deps: ProtectionDeps, memberId: string, minutes: number): Promise<ProtectionSettings> {
  await repo.saveRealityCheckMinutes(deps.db, memberId, minutes, new Date(deps.now()));
  return protectionSettings(deps, memberId);
}

/** What the reality check shows: this session's length, and what it has cost or brought. */
export async function realitySummary({ db, payments }: ProtectionDeps, memberId: string): Promise<RealitySummary> {
  const since = await sessionStart(db, memberId);
  const [{ deposited, withdrawn }, balanceChange] = await Promise.all([
    payments.settledPaymentsSince(db, memberId, since),
    balanceChangeSince(db, memberId, since),
  ]);
  return { sessionStartedAt: since.toISOString(), deposited, withdrawn, balanceChange };
}

/**
 * Called by deposit creation inside its transaction, after it has locked the member row: concurrent
 * deposits are counted one after another, so together they can never pass a limit. Excluded or over
 * a limit → 400, and the caller's transaction writes nothing.
 */
export async function assertMayDeposit(trx: Database, payments: PaymentTotals, memberId: string, amount: number, at: Date): Promise<void> {
  if (await repo.exclusionInForce(trx, memberId, at)) throw badRequest(PROTECTION_MESSAGES.depositWhileExcluded);
  const limits = await limitsInForce(trx, memberId, at);
  if (DEPOSIT_LIMIT_PERIODS.every((period) => limits[period].amount === null)) return;
  const breach = tightestBreach(limits, await payments.depositsInWindows(trx, memberId, windowStarts(at)), amount);
  if (breach) throw badRequest(overDepositLimit(breach.period, breach.remaining));
}

/** For login: the member knows their password, so they may learn why they cannot come in, and until when. */
export function excludedLoginRefusal(exclusion: repo.ExclusionInForce): HttpError {
  return new HttpError(403, excludedUntil(exclusion.until));
}

export { exclusionInForce } from './repository.ts';
