import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS, REALITY_CHECK_MINUTES } from './constants.ts';
import { body, integer, text } from './fields.ts';

export { DEPOSIT_LIMIT_PERIODS, EXCLUSION_OPTIONS, REALITY_CHECK_MINUTES } from './constants.ts';
export type { DepositLimitPeriod, ExclusionKind } from './constants.ts';

/**
 * Player protection (D11): deposit limits over 24 h / 7 d / 30 d (a lower limit applies at once, a higher
 * one or its removal only after 24 hours), a reality check at a member-chosen interval, and time-out /
 * self-exclusion that cannot be lifted early. The server enforces them; the client only shows them.
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

export const ProtectionSettings = z.object({
  depositLimits: z.array(DepositLimitView),
  realityCheckMinutes: z.number().int(),
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
  minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], {
    error: 'Khoảng thời gian nhắc nhở không hợp lệ',
  }),
});
export type SetRealityCheckBody = z.infer<typeof SetRealityCheckBody>;

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
});
export type RealitySummary = z.infer<typeof RealitySummary>;
