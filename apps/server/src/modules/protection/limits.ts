import { LIMIT_PERIODS, type LimitPeriod } from '@app/contract';

/**
 * The rules of the member's own limits (D11), free of the database: deposit and loss limits (VND over a
 * rolling window) and the session time limit (minutes) alike. A limit only ever gets stricter at once;
 * looser (a raise or a removal) waits a day, so a member cannot undo in a heated moment what they set
 * in a calm one.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows, measured back from now. */
export const PERIOD_MS: Record<LimitPeriod, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };
/** How long a raise or a removal waits before it applies. */
export const LOOSENING_DELAY_MS = 24 * HOUR_MS;

/** As stored: the limit in force (null: none), and a waiting raise (pendingAmount) or removal (pendingAmount null). */
export type StoredLimit = { amount: number | null; pendingAmount: number | null; pendingEffectiveAt: Date | null };
export const NO_LIMIT: StoredLimit = { amount: null, pendingAmount: null, pendingEffectiveAt: null };

export type LimitInForce = { amount: number | null; pending: { amount: number | null; effectiveAt: Date } | null };

/** A waiting change whose day has passed simply is the limit: resolved whenever read, so no job is needed. */
export function limitInForce(stored: StoredLimit, at: Date): LimitInForce {
  const { amount, pendingAmount, pendingEffectiveAt } = stored;
  if (!pendingEffectiveAt) return { amount, pending: null };
  if (pendingEffectiveAt.getTime() <= at.getTime()) return { amount: pendingAmount, pending: null };
  return { amount, pending: { amount: pendingAmount, effectiveAt: pendingEffectiveAt } };
}

/** The limit in force for each rolling window, from what is stored (a window with no row has none). */
export function limitsByPeriod(stored: ReadonlyMap<LimitPeriod, StoredLimit>, at: Date): Record<LimitPeriod, LimitInForce> {
  const inForce = (period: LimitPeriod) => limitInForce(stored.get(period) ?? NO_LIMIT, at);
  return { DAY: inForce('DAY'), WEEK: inForce('WEEK'), MONTH: inForce('MONTH') };
}

/**
 * What to store when the member asks for `requested` (null: no limit). Not looser than now (or a first
 * limit) applies at once and drops a waiting raise; looser replaces any waiting change and waits a day.
 */
export function limitAfterRequest(current: LimitInForce, requested: number | null, at: Date): StoredLimit {
  const looser = current.amount !== null && (requested === null || requested > current.amount);
  if (!looser) return { amount: requested, pendingAmount: null, pendingEffectiveAt: null };
  return { amount: current.amount, pendingAmount: requested, pendingEffectiveAt: new Date(at.getTime() + LOOSENING_DELAY_MS) };
}

export type LimitBreach = { period: LimitPeriod; limit: number; remaining: number };

/** The period that `amount` more (a deposit, a stake) would take over its limit with the least room left, or null if it fits all. */
export function tightestBreach(limits: Record<LimitPeriod, LimitInForce>, used: Record<LimitPeriod, number>, amount: number): LimitBreach | null {
  let tightest: LimitBreach | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period].amount;
    if (limit === null || used[period] + amount <= limit) continue;
    const remaining = Math.max(0, limit - used[period]);
    if (!tightest || remaining < tightest.remaining) tightest = { period, limit, remaining };
  }
  return tightest;
}

/** Where each rolling window starts at `at`. */
export function windowStarts(at: Date): Record<LimitPeriod, Date> {
  const start = (period: LimitPeriod) => new Date(at.getTime() - PERIOD_MS[period]);
  return { DAY: start('DAY'), WEEK: start('WEEK'), MONTH: start('MONTH') };
}
