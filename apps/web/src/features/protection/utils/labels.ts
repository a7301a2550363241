import type { DepositLimitPeriod, DepositLimitView, ExclusionKind, ProtectionSettings } from '@app/contract';
import { formatDateTime, formatMoney } from '@app/domain';
import { protectionText as text } from '../../../lib/i18n/protection.ts';

/** How the member reads the contract's periods and durations; the values themselves are the contract's. */

export function periodLabel(period: DepositLimitPeriod): string {
  return text.periods[period];
}

export function realityCheckOptionLabel(minutes: number): string {
  return minutes === 0 ? text.realityCheck.off : text.realityCheck.minutes(minutes);
}

export function sessionLimitOptionLabel(minutes: number): string {
  return minutes === 0 ? text.sessionLimit.off : text.sessionLimit.minutes(minutes);
}

/** A day is said as 24 hours and the long self-exclusions in months and years, as members think of them. */
const DURATION_WORDS: Readonly<Record<number, string>> = {
  1: text.duration.hours(24),
  180: text.duration.months(6),
  365: text.duration.years(1),
  1825: text.duration.years(5),
};

export function exclusionLabel({ kind, days }: { kind: ExclusionKind; days: number }): string {
  const duration = DURATION_WORDS[days] ?? text.duration.days(days);
  return kind === 'TIME_OUT' ? text.exclusion.timeOut(duration) : text.exclusion.selfExclusion(duration);
}

/** 'Tăng lên 2,000,000 từ 27-11 08:30' / 'Bỏ giới hạn từ 27-11 08:30'; null when nothing is waiting. */
export function pendingChangeLine(pending: DepositLimitView['pending']): string | null {
  if (!pending) return null;
  const when = formatDateTime(pending.effectiveAt);
  return pending.amount === null ? text.limits.removeFrom(when) : text.limits.raiseFrom(formatMoney(pending.amount), when);
}

/** 'Đổi thành 240 phút từ 27-11 08:30' / 'Đổi thành Không giới hạn từ …'; null when nothing is waiting. */
export function sessionLimitPendingLine(pending: ProtectionSettings['sessionLimitPending']): string | null {
  if (!pending) return null;
  return text.sessionLimit.changeFrom(sessionLimitOptionLabel(pending.minutes), formatDateTime(pending.effectiveAt));
}

/** A session's length as '1 giờ 15 phút', '2 giờ' or '45 phút' (whole minutes, rounded down). */
export function formatPlayedTime(elapsedMs: number): string {
  const totalMinutes = Math.max(0, Math.floor(elapsedMs / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return text.duration.minutes(minutes);
  return minutes === 0 ? text.duration.hours(hours) : `${text.duration.hours(hours)} ${text.duration.minutes(minutes)}`;
}

/** A change of balance carries its sign both ways ('+120,000', '-250,000'), so a gain is not read as a loss. */
export function formatSignedMoney(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}
