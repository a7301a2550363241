import type { DepositLimitPeriod, LimitPeriod } from '@app/contract';
import { formatDateTimeWithYear, formatMoney } from '@app/domain';

/** What a member reads when a protection rule refuses something (D3: Vietnamese sentences). */
export const PROTECTION_MESSAGES = {
  badExclusionTerm: 'Thời hạn không hợp lệ',
  wrongPassword: 'Mật khẩu không đúng',
  depositWhileExcluded: 'Tài khoản đang tạm khóa, không thể nạp tiền',
} as const;

/** The rolling window of each limit, as the member reads it. */
export const PERIOD_NAMES: Record<DepositLimitPeriod, string> = { DAY: '24 giờ', WEEK: '7 ngày', MONTH: '30 ngày' };

/** 'Vượt hạn mức nạp trong 24 giờ: bạn còn có thể nạp 150,000 VND': the room left, so the member knows what still fits. */
export function overDepositLimit(period: DepositLimitPeriod, remaining: number): string {
  const room = remaining > 0 ? `bạn còn có thể nạp ${formatMoney(remaining)} VND` : 'bạn đã nạp hết hạn mức';
  return `Vượt hạn mức nạp trong ${PERIOD_NAMES[period]}: ${room}`;
}

/** Login during a time-out or self-exclusion: the end date with its year, since it may be years away. */
export const excludedUntil = (until: Date) => `Tài khoản đang tạm khóa theo yêu cầu của bạn đến ${formatDateTimeWithYear(until)}`;

export const exclusionCannotShorten = (until: Date) =>
  `Bạn đang tạm khóa đến ${formatDateTimeWithYear(until)}: chỉ có thể kéo dài, không thể rút ngắn thời hạn`;

/** The play gate's refusals (a launch, a transfer into a game, a stake). */
/**
 * Over a loss limit. With room left, the most that can still be staked (the member may lower the stake);
 * with none, when the window opens again at the latest: a rolling window holds no play of now once its
 * length has passed without play.
 */
export function overLossLimit({ period, limit, remaining }: { period: LimitPeriod; limit: number; remaining: number }): string {
  const name = PERIOD_NAMES[period];
  if (remaining > 0) {
    return `Mức cược vượt giới hạn thua lỗ ${name} (${formatMoney(limit)} VND): bạn chỉ còn có thể cược tối đa ${formatMoney(remaining)} VND.`;
  }
  return `Bạn đã đạt giới hạn thua lỗ ${name} (${formatMoney(limit)} VND). Giới hạn sẽ mở lại chậm nhất sau ${name}.`;
}

export const sessionLimitReached = (playedMinutes: number) =>
  `Bạn đã chơi ${playedMinutes} phút, đạt giới hạn thời gian phiên. Hãy nghỉ ngơi và đăng nhập lại sau.`;
