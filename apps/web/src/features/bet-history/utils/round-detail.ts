import { TAI_XIU_BETS, type ShotResult, type SlotRoundResult, type SlotSpinResult, type TaiXiuBet } from '@app/domain';
import { LOTTERY_BETS, type LotteryBetType, type LotteryOdds, type NumberResult } from '@app/domain/lottery';

/**
 * A round's `detail` as the provider recorded it (the domain's own result objects), checked by shape
 * before anything is drawn from it: an answer the page does not understand is shown as "no detail".
 */

function isSpin(value: unknown): value is SlotSpinResult {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<SlotSpinResult>;
  return (
    Array.isArray(s.stops) &&
    Array.isArray(s.grid) &&
    s.grid.length === 3 &&
    s.grid.every((row) => Array.isArray(row) && row.length === 5 && row.every((id) => typeof id === 'string')) &&
    Array.isArray(s.lineWins) &&
    typeof s.win === 'number'
  );
}

export function readSlotDetail(detail: unknown): SlotRoundResult | null {
  if (!isSpin(detail)) return null;
  const d = detail as Partial<SlotRoundResult>;
  if (!Array.isArray(d.freeSpins) || !d.freeSpins.every(isSpin) || typeof d.totalWin !== 'number') return null;
  return detail as SlotRoundResult;
}

export function readShotDetail(detail: unknown): ShotResult | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Partial<ShotResult>;
  return typeof d.fishId === 'string' && typeof d.captured === 'boolean' && typeof d.win === 'number' ? (detail as ShotResult) : null;
}

export type TaiXiuDetail = { bet: TaiXiuBet; dice: [number, number, number]; total: number; triple: boolean; won: boolean; win: number };

export function readTaiXiuDetail(detail: unknown): TaiXiuDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Partial<TaiXiuDetail>;
  const diceOk = Array.isArray(d.dice) && d.dice.length === 3 && d.dice.every((n) => Number.isInteger(n) && n >= 1 && n <= 6);
  const betOk = typeof d.bet === 'string' && Object.hasOwn(TAI_XIU_BETS, d.bet);
  return diceOk && betOk && typeof d.total === 'number' && typeof d.won === 'boolean' && typeof d.win === 'number' ? (detail as TaiXiuDetail) : null;
}

export function isTaiXiuBet(value: string | null | undefined): value is TaiXiuBet {
  return typeof value === 'string' && Object.hasOwn(TAI_XIU_BETS, value);
}

/** A lottery ticket as the provider records it: as bought, then with its result and the draw once settled. */
export type LotteryDetail = {
  drawId: string;
  drawAt: string;
  betType: LotteryBetType;
  numbers: string[];
  points: number;
  cost: number;
  odds: LotteryOdds | null;
  result: { payout: number; numbers: NumberResult[] } | null;
  /** Revealed once drawn: the prizes are fairNorthernDraw(serverSeed, drawId). */
  draw: { serverSeed: string } | null;
};

export function readLotteryDetail(detail: unknown): LotteryDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Partial<LotteryDetail> & { kind?: unknown };
  if (d.kind !== 'lottery-ticket' || typeof d.drawId !== 'string' || typeof d.drawAt !== 'string') return null;
  if (typeof d.betType !== 'string' || !Object.hasOwn(LOTTERY_BETS, d.betType)) return null;
  if (!Array.isArray(d.numbers) || !d.numbers.every((n) => typeof n === 'string') || typeof d.points !== 'number' || typeof d.cost !== 'number') return null;
  const result = d.result && Array.isArray(d.result.numbers) && typeof d.result.payout === 'number' ? d.result : null;
  const draw = d.draw && typeof d.draw.serverSeed === 'string' && /^[0-9a-f]{64}$/.test(d.draw.serverSeed) ? { serverSeed: d.draw.serverSeed } : null;
  const odds = d.odds && Number.isSafeInteger(d.odds.pointPrice) && Number.isSafeInteger(d.odds.payoutPerPoint) ? d.odds : null;
  return { drawId: d.drawId, drawAt: d.drawAt, betType: d.betType, numbers: d.numbers, points: d.points, cost: d.cost, odds, result, draw };
}
