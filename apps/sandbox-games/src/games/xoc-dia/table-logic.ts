import { fractionValue, XOC_DIA_BET_KINDS, XOC_DIA_BETS, XOC_DIA_COINS, xocDiaHouseEdge, type XocDiaBet } from '@app/domain/casino';
import { winPresentation, type WinPresentation } from '../../lib/celebration.ts';
import { formatPercent } from '../../lib/percent.ts';
import { xt } from './xoc-dia-text.ts';
import { slipRules, type Slip as TableSlip } from '../../lib/table-round.ts';
import type { BetLine, Limits, Result, RoundState } from './xoc-dia-types.ts';

/**
 * The table's rules as the page applies them, pure: the provider's clock (an offset from the device's),
 * the phase and countdown of a round, the chips waiting to be placed, the result in words.
 */

/** The board's order: Chẵn and Lẻ on top, under each the two bets that are also of its parity. */
export const SPOTS: readonly XocDiaBet[] = ['chan', 'le', 'four-white', 'four-red', 'three-white', 'three-red'];

/** The chips a table can offer; the page shows those its limits allow. */
export const CHIP_VALUES: readonly number[] = [10_000, 50_000, 100_000, 500_000, 1_000_000];

/** The chips between the smallest minimum and the largest maximum of the table (at least one chip). */
export function chipsFor(limits: Limits): number[] {
  const all = Object.values(limits);
  if (all.length === 0) return [...CHIP_VALUES];
  const min = Math.min(...all.map((l) => l.min));
  const max = Math.max(...all.map((l) => l.max));
  const chips = CHIP_VALUES.filter((c) => c >= min && c <= max);
  return chips.length > 0 ? chips : [min];
}

// ---- the provider's clock ----

export { bettingShare, clockOffset, secondsUntil } from '../../lib/table-round.ts';

export type Phase = 'betting' | 'shaking' | 'result';

export function phaseAt(round: Pick<RoundState, 'betsCloseAt' | 'resultAt'>, serverNow: number): Phase {
  if (serverNow < Date.parse(round.betsCloseAt)) return 'betting';
  return serverNow < Date.parse(round.resultAt) ? 'shaking' : 'result';
}

/** When the phase shown ends: bets close, the bowl is lifted, the next round starts. */
export function phaseEnd(round: Pick<RoundState, 'betsCloseAt' | 'resultAt' | 'endsAt'>, phase: Phase): string {
  return phase === 'betting' ? round.betsCloseAt : phase === 'shaking' ? round.resultAt : round.endsAt;
}

/**
 * The result as the page may draw it: only once resultAt has come by the provider's clock, and only
 * what the server sent (null before). Nothing of the coins is guessed or animated ahead of it.
 */
export function shownResult(round: Pick<RoundState, 'resultAt' | 'result'>, serverNow: number): Result | null {
  return serverNow >= Date.parse(round.resultAt) ? round.result : null;
}

// ---- the chips waiting to be placed ----

export type Slip = TableSlip<XocDiaBet>;

export const { addChip, slipLines, slipTotal, placedOn, slipProblem } = slipRules(XOC_DIA_BET_KINDS, XOC_DIA_BETS);

// ---- the result ----

/** "3 đỏ 1 trắng · LẺ", "4 đỏ · CHẴN". */
export function resultText(result: Pick<Result, 'reds' | 'parity'>): string {
  const whites = XOC_DIA_COINS - result.reds;
  const coins = result.reds === 0 ? `${whites} trắng` : whites === 0 ? `${result.reds} đỏ` : `${result.reds} đỏ ${whites} trắng`;
  return `${coins} · ${xt.parityBig[result.parity]}`;
}

/** The bets a number of reds makes win (highlighted on the board). */
export const winningSpots = (reds: number): XocDiaBet[] => SPOTS.filter((k) => XOC_DIA_BETS[k].reds.includes(reds));

export type Outcome = { text: string; presentation: WinPresentation };

/**
 * What the member's bets did this round, once settled. Only a return above the stake is a win to
 * celebrate; a return at or under it (Chẵn and Lẻ both) is stated plainly; a loss is just said.
 */
export function outcomeOf(placed: readonly BetLine[], win: number | null): Outcome | null {
  if (win === null || placed.length === 0) return null;
  const staked = placed.reduce((sum, l) => sum + l.amount, 0);
  const presentation = winPresentation(staked, win);
  if (presentation === 'none') return { text: xt.youLost, presentation };
  return { text: presentation === 'celebrate' ? xt.youWon(win) : xt.gotBack(win), presentation };
}

/** A bet's exact house edge (domain xocDiaHouseEdge), as a percentage and as the fraction it is: "1.00% (1/100)". */
export function edgeText(kind: XocDiaBet): string {
  const edge = xocDiaHouseEdge(kind);
  return xt.edge(formatPercent(fractionValue(edge)), edge.num, edge.den);
}
