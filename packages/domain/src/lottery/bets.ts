import { baCangNumber, deNumber, loNumbers, type NorthernDraw } from './draw.ts';

export type LotteryBetType = 'lo' | 'de' | 'ba-cang' | 'xien-2' | 'xien-3' | 'xien-4';

export const LOTTERY_BET_TYPES: readonly LotteryBetType[] = ['lo', 'de', 'ba-cang', 'xien-2', 'xien-3', 'xien-4'];

export type LotteryBetInfo = {
  readonly name: string;
  /** Digits in a chosen number: 2 (00–99) or 3 (000–999). */
  readonly digits: 2 | 3;
  /** Xiên: the ticket is one bet on exactly this many numbers together. Otherwise each number is its own bet. */
  readonly together?: number;
  readonly rule: string;
};

export const LOTTERY_BETS: Readonly<Record<LotteryBetType, LotteryBetInfo>> = {
  lo: { name: 'Lô 2 số', digits: 2, rule: 'Trúng khi số chọn trùng 2 số cuối của bất kỳ giải nào; về bao nhiêu lần (nháy) trả bấy nhiêu lần.' },
  de: { name: 'Đề đặc biệt', digits: 2, rule: 'Trúng khi số chọn trùng 2 số cuối của giải đặc biệt.' },
  'ba-cang': { name: '3 càng', digits: 3, rule: 'Trúng khi số chọn trùng 3 số cuối của giải đặc biệt.' },
  'xien-2': { name: 'Xiên 2', digits: 2, together: 2, rule: 'Trúng khi cả 2 số chọn đều về trong lô (2 số cuối của các giải).' },
  'xien-3': { name: 'Xiên 3', digits: 2, together: 3, rule: 'Trúng khi cả 3 số chọn đều về trong lô (2 số cuối của các giải).' },
  'xien-4': { name: 'Xiên 4', digits: 2, together: 4, rule: 'Trúng khi cả 4 số chọn đều về trong lô (2 số cuối của các giải).' },
};

/**
 * A bet type's price: what one point (điểm) costs and what it pays per win (per occurrence, for lô).
 * The payout is what is credited; the cost is not returned on top.
 */
export type LotteryOdds = { readonly pointPrice: number; readonly payoutPerPoint: number };

/**
 * The northern street rates members know, as defaults an operator can change per bet type:
 * lô "23 ăn 80" (a point costs 23,000 VND and pays 80,000 each time the number comes out), đề "1 ăn 80",
 * 3 càng "1 ăn 400", xiên 2 / 3 / 4 "1 ăn 10 / 40 / 100" (those four priced per 1,000 VND point).
 * Their house edges (`lotteryStats`, `npm run sim:lottery`) run from 6.1% on lô to 73% on xiên 4; an
 * online book that wants to compete pays more, and sets it here.
 */
export const DEFAULT_LOTTERY_ODDS: Readonly<Record<LotteryBetType, LotteryOdds>> = {
  lo: { pointPrice: 23_000, payoutPerPoint: 80_000 },
  de: { pointPrice: 1_000, payoutPerPoint: 80_000 },
  'ba-cang': { pointPrice: 1_000, payoutPerPoint: 400_000 },
  'xien-2': { pointPrice: 1_000, payoutPerPoint: 10_000 },
  'xien-3': { pointPrice: 1_000, payoutPerPoint: 40_000 },
  'xien-4': { pointPrice: 1_000, payoutPerPoint: 100_000 },
};

/** Numbers picked and points on each (for xiên, points on the combination). */
export type LotteryTicket = { readonly betType: LotteryBetType; readonly numbers: readonly string[]; readonly points: number };

export type NumberResult = {
  readonly number: string;
  /** Times it came out where this bet looks: among the 27 lô, or as the đề / 3 càng (0 or 1). */
  readonly hits: number;
  readonly won: boolean;
  /** This number's share of the payout (lô, đề, 3 càng); 0 on a xiên, which pays the ticket as a whole. */
  readonly payout: number;
};

export type TicketSettlement = { readonly cost: number; readonly payout: number; readonly won: boolean; readonly numbers: readonly NumberResult[] };

/** Whole VND throughout: prices and payouts are whole per point and points are whole. */
export function ticketCost(ticket: LotteryTicket, odds: LotteryOdds = DEFAULT_LOTTERY_ODDS[ticket.betType]): number {
  assertTicket(ticket, odds);
  const bets = LOTTERY_BETS[ticket.betType].together ? 1 : ticket.numbers.length;
  return bets * ticket.points * odds.pointPrice;
}

/** The ticket against a draw: each number's hits and whether it won, and the total credited. */
export function settleTicket(ticket: LotteryTicket, draw: NorthernDraw, odds: LotteryOdds = DEFAULT_LOTTERY_ODDS[ticket.betType]): TicketSettlement {
  const cost = ticketCost(ticket, odds);
  const { betType, numbers, points } = ticket;
  const lo = loNumbers(draw);
  const hitsOf = (n: string) => {
    if (betType === 'de') return n === deNumber(draw) ? 1 : 0;
    if (betType === 'ba-cang') return n === baCangNumber(draw) ? 1 : 0;
    return lo.reduce((count, l) => count + (l === n ? 1 : 0), 0);
  };
  const perNumber = numbers.map((number) => ({ number, hits: hitsOf(number) }));
  if (LOTTERY_BETS[betType].together) {
    const won = perNumber.every((r) => r.hits > 0);
    return { cost, won, payout: won ? points * odds.payoutPerPoint : 0, numbers: perNumber.map((r) => ({ ...r, won: r.hits > 0, payout: 0 })) };
  }
  const results = perNumber.map((r) => ({ ...r, won: r.hits > 0, payout: r.hits * points * odds.payoutPerPoint }));
  const payout = results.reduce((sum, r) => sum + r.payout, 0);
  return { cost, won: payout > 0, payout, numbers: results };
}

export function ticketProblem(ticket: LotteryTicket, odds: LotteryOdds = DEFAULT_LOTTERY_ODDS[ticket.betType]): string | null {
  const info = LOTTERY_BETS[ticket.betType];
  if (!info) return 'Loại cược không hợp lệ.';
  if (!Number.isSafeInteger(ticket.points) || ticket.points <= 0) return 'Số điểm phải là số nguyên dương.';
  if (![odds.pointPrice, odds.payoutPerPoint].every((v) => Number.isSafeInteger(v) && v > 0)) return 'Giá điểm và tiền thưởng phải là số tiền nguyên dương (VND).';
  const pattern = info.digits === 3 ? /^\d{3}$/ : /^\d{2}$/;
  if (ticket.numbers.length === 0 || !ticket.numbers.every((n) => pattern.test(n))) return `Mỗi số chọn gồm ${info.digits} chữ số (${info.digits === 3 ? '000–999' : '00–99'}).`;
  if (new Set(ticket.numbers).size !== ticket.numbers.length) return 'Mỗi số chỉ được chọn một lần trên một vé.';
  if (info.together && ticket.numbers.length !== info.together) return `${info.name} cần đúng ${info.together} số.`;
  return null;
}

function assertTicket(ticket: LotteryTicket, odds: LotteryOdds): void {
  const problem = ticketProblem(ticket, odds);
  if (problem) throw new RangeError(problem);
}
