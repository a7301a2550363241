import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS, LIMIT_PERIODS, REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from './constants.ts';
import { body, integer, text } from './fields.ts';

export {
  DEPOSIT_LIMIT_PERIODS,
  EXCLUSION_OPTIONS,
  LIMIT_PERIODS,
  LOSS_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
} from './constants.ts';
export type { DepositLimitPeriod, ExclusionKind, LimitPeriod, LossLimitPeriod } from './constants.ts';

/**
 * Player protection (D11): deposit and loss limits over 24 h / 7 d / 30 d and a session time limit (a
 * stricter limit applies at once, a looser one or its removal only after 24 hours), a reality check at a
 * member-chosen interval, and time-out / self-exclusion that cannot be lifted early. The server enforces
 * them; the client only shows them.
 */

const isoTime = z.string();

export const DepositLimitView = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force now (integer VND); null: none. */
  amount: z.number().int().nullable(),
  /** Deposits counted against it in the rolling window now (requests not failed or rejected). */
  used: z.number().int(),
  /** A raise or removal asked for, and when it takes effect (24 h after it was asked). */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: isoTime }).nullable(),
});
export type DepositLimitView = z.infer<typeof DepositLimitView>;

/**
 * A loss limit reads like a deposit limit; its `used` is the loss in the rolling window now (stakes
 * minus wins of the bet records, 0 when the member is ahead).
 */
export const LossLimitView = DepositLimitView;
export type LossLimitView = DepositLimitView;

/** One of a fixed list of minute values (0 = off), refused with `error` otherwise. */
function minutesOf(values: readonly number[], error: string) {
  return z.union(values.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], { error });
}

export const ProtectionSettings = z.object({
  depositLimits: z.array(DepositLimitView),
  realityCheckMinutes: z.number().int(),
  lossLimits: z.array(LossLimitView),
  /** The session time limit in force, in minutes counted from login; 0: none. */
  sessionLimitMinutes: z.number().int(),
  /** A longer limit (or, with 0, its removal) asked for, and when it takes effect (24 h after it was asked). */
  sessionLimitPending: z.object({ minutes: z.number().int(), effectiveAt: isoTime }).nullable(),
  /** An exclusion in force (never for the member in a session: it ends sessions), for completeness. */
  exclusion: z.object({ kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']), until: isoTime }).nullable(),
});
export type ProtectionSettings = z.infer<typeof ProtectionSettings>;

export const SetDepositLimitBody = body({
  period: z.enum(DEPOSIT_LIMIT_PERIODS, { error: 'Kỳ hạn mức không hợp lệ' }),
  /** Integer VND; null removes the limit (after 24 hours). */
  amount: integer('Hạn mức', { min: 10_000, max: 10_000_000_000 }).nullable(),
});
export type SetDepositLimitBody = z.infer<typeof SetDepositLimitBody>;

export const SetRealityCheckBody = body({
  minutes: minutesOf(REALITY_CHECK_MINUTES, 'Khoảng thời gian nhắc nhở không hợp lệ'),
});
export type SetRealityCheckBody = z.infer<typeof SetRealityCheckBody>;

export const SetLossLimitBody = body({
  period: z.enum(LIMIT_PERIODS, { error: 'Kỳ giới hạn không hợp lệ' }),
  /** Integer VND; null removes the limit (after 24 hours). */
  amount: integer('Giới hạn thua lỗ', { min: 10_000, max: 10_000_000_000 }).nullable(),
});
export type SetLossLimitBody = z.infer<typeof SetLossLimitBody>;

export const SetSessionLimitBody = body({
  /** 0 removes the limit (after 24 hours), as does any longer one. */
  minutes: minutesOf(SESSION_LIMIT_MINUTES, 'Giới hạn thời gian chơi không hợp lệ'),
});
export type SetSessionLimitBody = z.infer<typeof SetSessionLimitBody>;

export const ExcludeBody = body({
  kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION'], { error: 'Hình thức tạm khóa không hợp lệ' }),
  days: integer('Thời hạn', { min: 1, max: 1825 }),
  /** The member's password again: the step cannot be undone, so it is confirmed like a payment. */
  password: text('Mật khẩu', { min: 1, max: 128 }),
});
export type ExcludeBody = z.infer<typeof ExcludeBody>;

/** What the reality check shows: time since login and the net of deposits minus withdrawals paid since then. */
export const RealitySummary = z.object({
  sessionStartedAt: isoTime,
  deposited: z.number().int(),
  withdrawn: z.number().int(),
  /** Balance of TK Chính plus game accounts now minus at login — the member's real position this session. */
  balanceChange: z.number().int(),
  /** Stakes and wins of the bet records of this session, and what play brought: won − staked (negative: lost). */
  staked: z.number().int(),
  won: z.number().int(),
  gameNet: z.number().int(),
});
export type RealitySummary = z.infer<typeof RealitySummary>;
