import { formatDateTime, formatMoney } from '@app/domain';
import { LOTTERY_BETS, type LotteryBetType, type LotteryOdds } from '@app/domain/lottery';
import { t } from '../../lib/i18n.ts';

/** Money on the lottery page: commas and the đồng sign ("23,000 ₫"). */
export const vnd = (amount: number) => `${formatMoney(amount)} ₫`;

/** A bet type's price from the provider's odds: "1 điểm = 23,000 ₫ · trúng 80,000 ₫/điểm". */
export function priceText(odds: LotteryOdds): string {
  return `1 điểm = ${vnd(odds.pointPrice)} · trúng ${vnd(odds.payoutPerPoint)}/điểm`;
}

type TicketLike = { status: 'open' | 'won' | 'lost'; payout: number };

export function ticketStatusText(ticket: TicketLike): string {
  if (ticket.status === 'open') return t.waiting;
  if (ticket.status === 'won') return t.won(vnd(ticket.payout));
  return t.lost;
}

/**
 * What one number of a settled ticket did: lô and xiên count the nháy (times among the 27 lô), đề and
 * 3 càng only whether it came out as the special prize's last digits.
 */
export function hitsText(betType: LotteryBetType, hits: number): string {
  if (hits <= 0) return 'không về';
  if (betType === 'de' || betType === 'ba-cang') return 'về';
  return `về ${hits} nháy`;
}

export function pointsText(points: number): string {
  return `${formatMoney(points)} điểm`;
}

export function betTypeName(betType: LotteryBetType): string {
  return LOTTERY_BETS[betType]?.name ?? betType;
}

/** A draw's time as members read it, Vietnam time ("27-11 18:15"). */
export function drawTimeText(drawAt: string): string {
  try {
    return formatDateTime(drawAt);
  } catch {
    return '';
  }
}

type Ordered = { drawId: string; status: 'open' | 'won' | 'lost'; placedAt: string };

/**
 * "Vé của tôi": tickets still waiting first (the draw on sale on top), then the settled ones; newest
 * first within each.
 */
export function orderTickets<T extends Ordered>(tickets: readonly T[], openDrawId: string | null): T[] {
  const rank = (t: T) => (t.status !== 'open' ? 2 : t.drawId === openDrawId ? 0 : 1);
  return [...tickets].sort((a, b) => rank(a) - rank(b) || Date.parse(b.placedAt) - Date.parse(a.placedAt));
}

/** Puts a ticket just bought into the list (or replaces the one with its id: a retried purchase). */
export function withTicket<T extends { ticketId: string }>(tickets: readonly T[], ticket: T): T[] {
  return [ticket, ...tickets.filter((t) => t.ticketId !== ticket.ticketId)];
}

/** A ticket's numbers in one line, the first few and how many in all when there are many. */
export function numbersSummary(numbers: readonly string[], shown = 8): string {
  if (numbers.length <= shown) return numbers.join(', ');
  return `${numbers.slice(0, shown).join(', ')}… (${numbers.length} số)`;
}
