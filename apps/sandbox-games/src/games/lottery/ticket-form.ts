import { LOTTERY_BETS, ticketCost, ticketProblem, type LotteryBetType, type LotteryOdds } from '@app/domain/lottery';
import { formatMoney } from '@app/domain';
import { vnd } from './ticket-text.ts';

export type Draft = { betType: LotteryBetType; numbers: readonly string[]; points: number };

export type DraftContext = {
  odds: LotteryOdds | undefined;
  points: { min: number; max: number };
  balance: number;
  /** Why no ticket can be bought now (betting closed, the page still loading), or null. */
  blocked: string | null;
};

/** The most numbers one ticket may carry (the contract's LOTTERY_NUMBERS_MAX). */
export const NUMBERS_MAX = 100;

export type DraftCheck = { cost: number | null; problem: string | null };

/** The ticket as it stands: its cost when it has one, and the first reason it cannot be bought. */
export function checkDraft(draft: Draft, ctx: DraftContext): DraftCheck {
  if (!ctx.odds) return { cost: null, problem: ctx.blocked ?? 'Loại cược này đang tạm ngưng.' };
  const ticket = { betType: draft.betType, numbers: [...draft.numbers], points: draft.points };
  const shape = draft.numbers.length === 0 ? 'Chưa chọn số.' : ticketProblem(ticket, ctx.odds);
  if (shape) return { cost: null, problem: ctx.blocked ?? shape };
  const cost = ticketCost(ticket, ctx.odds);
  const { min, max } = ctx.points;
  const problem =
    ctx.blocked ??
    (draft.numbers.length > NUMBERS_MAX
      ? `Tối đa ${NUMBERS_MAX} số mỗi vé.`
      : draft.points < min || draft.points > max
        ? `Số điểm từ ${formatMoney(min)} đến ${formatMoney(max)}.`
        : cost > ctx.balance
          ? 'Số dư không đủ để đặt vé này.'
          : null);
  return { cost, problem };
}

/** For xiên, how many numbers are still wanted (negative: too many); otherwise how many are picked. */
export function selectionHint(betType: LotteryBetType, count: number): string {
  const together = LOTTERY_BETS[betType].together;
  if (!together) return count === 0 ? 'Chưa chọn số' : `Đã chọn ${count} số`;
  const missing = together - count;
  if (missing > 0) return `Chọn thêm ${missing} số (${count}/${together})`;
  if (missing < 0) return `Bỏ bớt ${-missing} số (${count}/${together})`;
  return `Đã chọn đủ ${together} số`;
}

/** How the cost is made: "3 số × 2 điểm × 23,000 ₫" (xiên: one bet on the combination). */
export function costBreakdown(draft: Draft, odds: LotteryOdds): string {
  const bets = LOTTERY_BETS[draft.betType].together ? null : draft.numbers.length;
  return `${bets === null ? '' : `${bets} số × `}${formatMoney(draft.points)} điểm × ${vnd(odds.pointPrice)}`;
}

/** Reads the points field: a whole number, or NaN for anything else (then the check says why). */
export function readPoints(input: string): number {
  const value = input.trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}
