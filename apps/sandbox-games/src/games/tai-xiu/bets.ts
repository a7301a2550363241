import { allTaiXiuRolls, betWins, diceTotal, isTriple, TAI_XIU_BETS, TAI_XIU_STAKES, taiXiuHouseEdge, type TaiXiuBet, type TaiXiuDice } from '@app/domain';
import { t } from '../../lib/i18n.ts';

/** Tài xỉu's stakes (VND): the domain's list, which the provider checks too. */
export { TAI_XIU_STAKES };

export type BetOption = { id: TaiXiuBet; name: string; odds: number; covers: string; rtp: number };

/**
 * What each bet covers, read off the domain's own rule (betWins over all 216 rolls) rather than
 * written again: a run of totals ("Tổng 11–17"), or triples only.
 */
export function describeBets(): BetOption[] {
  const rolls = allTaiXiuRolls();
  return (Object.keys(TAI_XIU_BETS) as TaiXiuBet[]).map((id) => {
    const winning = rolls.filter((dice) => betWins(id, dice));
    const totals = [...new Set(winning.map(diceTotal))].sort((a, b) => a - b);
    const covers = winning.every(isTriple) ? t.triplesOnly : t.totalsRange(totals[0] ?? 0, totals.at(-1) ?? 0);
    const { name, odds } = TAI_XIU_BETS[id];
    return { id, name, odds, covers, rtp: 1 - taiXiuHouseEdge(id).value };
  });
}

/** A roll's detail as the provider records it, checked by shape. */
export type TaiXiuDetail = { bet: TaiXiuBet; dice: TaiXiuDice; total: number; triple: boolean; won: boolean; win: number };

export function readTaiXiuDetail(detail: unknown): TaiXiuDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Partial<TaiXiuDetail>;
  const dice = d.dice;
  if (!Array.isArray(dice) || dice.length !== 3 || !dice.every((n) => Number.isInteger(n) && n >= 1 && n <= 6)) return null;
  if (typeof d.bet !== 'string' || !Object.hasOwn(TAI_XIU_BETS, d.bet) || typeof d.won !== 'boolean' || typeof d.win !== 'number') return null;
  const triple = isTriple(dice as unknown as TaiXiuDice);
  return { bet: d.bet, dice: [dice[0], dice[1], dice[2]] as TaiXiuDice, total: diceTotal(dice as unknown as TaiXiuDice), triple, won: d.won, win: d.win };
}

/** The result's name on the history strip: Tài, Xỉu or Bộ ba. */
export function outcomeName(dice: TaiXiuDice): string {
  if (isTriple(dice)) return t.triple;
  return betWins('tai', dice) ? TAI_XIU_BETS.tai.name : TAI_XIU_BETS.xiu.name;
}
