/**
 * Plain constants of the API, free of zod so the web client can import them at run time
 * (through `@app/contract/constants`) without pulling the schema library into its bundle.
 */

/** Spec §8: the status of an expired access token, which the client answers by refreshing once (D5). */
export const SESSION_EXPIRED_STATUS = 419;

/** Spec §4: the heartbeat interval, and how long after the last one a member counts as offline. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TIMEOUT_MS = 30_000;

/** One transfer moves at least 1,000 VND (the smallest amount a member can bet with) and at most 1,000,000,000. */
export const TRANSFER_MIN_AMOUNT = 1_000;
export const TRANSFER_MAX_AMOUNT = 1_000_000_000;

/** Player protection (D11; schemas in protection.ts): the rolling windows of deposit and loss limits. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const DEPOSIT_LIMIT_PERIODS = LIMIT_PERIODS;
export type DepositLimitPeriod = LimitPeriod;
export const LOSS_LIMIT_PERIODS = LIMIT_PERIODS;
export type LossLimitPeriod = LimitPeriod;

/** Session time limits a member can choose, in minutes since login (0 = off). */
export const SESSION_LIMIT_MINUTES = [0, 30, 60, 120, 240] as const;

/** Reality-check intervals a member can choose, in minutes (0 = off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** Time-outs (short breaks) and self-exclusions (long), in days. */
export const EXCLUSION_OPTIONS = [
  { kind: 'TIME_OUT', days: 1 },
  { kind: 'TIME_OUT', days: 7 },
  { kind: 'TIME_OUT', days: 30 },
  { kind: 'SELF_EXCLUSION', days: 180 },
  { kind: 'SELF_EXCLUSION', days: 365 },
  { kind: 'SELF_EXCLUSION', days: 1825 },
] as const;
export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

