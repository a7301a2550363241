import { BACCARAT_BETS, handTotal, type BaccaratBet } from '@app/domain/casino';
import { bt } from './baccarat-text.ts';
import { slipRules, type Slip as TableSlip } from '../../lib/table-round.ts';
import type { BetLine, CardShown, Result, RoundState } from './baccarat-types.ts';

/**
 * The table's rules as the page applies them, pure: the provider's clock (an offset from the device's),
 * the phase and countdown of a round, the cards shown by now, the chips waiting to be placed.
 */

/** The spots in the layout's order (pairs at the sides, Tie between Player and Banker). */
export const SPOTS: readonly BaccaratBet[] = ['player-pair', 'tie', 'banker-pair', 'player', 'banker'];
export const CHIPS: readonly number[] = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000];

export { bettingShare, clockOffset, secondsUntil } from '../../lib/table-round.ts';

export type Phase = 'betting' | 'dealing' | 'result';

export function phaseAt(round: Pick<RoundState, 'betsCloseAt' | 'resultAt'>, serverNow: number): Phase {
  if (serverNow < Date.parse(round.betsCloseAt)) return 'betting';
  return serverNow < Date.parse(round.resultAt) ? 'dealing' : 'result';
}

export type ShownHands = {
  player: number[];
  banker: number[];
  /** Cards of each side still face down (dealt, not yet turned). */
  playerHidden: number;
  bankerHidden: number;
  /** The next moment a card turns (ms, server clock), or null when all are shown. */
  nextAt: number | null;
};

/** The cards turned by `serverNow`, each at the moment the provider gave it: every tab agrees. */
export function shownHands(cards: readonly CardShown[], serverNow: number): ShownHands {
  const hands: ShownHands = { player: [], banker: [], playerHidden: 0, bankerHidden: 0, nextAt: null };
  for (const c of cards) {
    const at = Date.parse(c.showAt);
    if (at <= serverNow) hands[c.side].push(c.card);
    else {
      if (c.side === 'player') hands.playerHidden += 1;
      else hands.bankerHidden += 1;
      if (hands.nextAt === null || at < hands.nextAt) hands.nextAt = at;
    }
  }
  return hands;
}

/** A side's total on the cards shown (null before its first card). */
export const shownTotal = (cards: readonly number[]): number | null => (cards.length === 0 ? null : handTotal(cards));

// ---- the chips waiting to be placed ----

export type Slip = TableSlip<BaccaratBet>;

export const { addChip, slipLines, slipTotal, placedOn, slipProblem } = slipRules(Object.keys(BACCARAT_BETS) as BaccaratBet[], BACCARAT_BETS);

/** The winner in words, with the totals: "Cái thắng 7 – 5". */
export function resultText(result: Pick<Result, 'winner' | 'playerTotal' | 'bankerTotal'>): string {
  const who = result.winner === 'player' ? bt.winnerPlayer : result.winner === 'banker' ? bt.winnerBanker : bt.winnerTie;
  return `${who} ${result.playerTotal} – ${result.bankerTotal}`;
}

/** What the member's bets did this round, once settled: a win (stake included), a refund, or nothing. */
export function outcomeText(placed: readonly BetLine[], win: number | null): string | null {
  if (win === null || placed.length === 0) return null;
  const staked = placed.reduce((sum, l) => sum + l.amount, 0);
  if (win === 0) return bt.youLost;
  if (win === staked && placed.every((l) => l.kind === 'player' || l.kind === 'banker')) return bt.refunded(win);
  return bt.youWon(win);
}

/** The spots a result makes win (highlighted on the layout). */
export function winningSpots(result: Pick<Result, 'winner' | 'playerPair' | 'bankerPair'>): BaccaratBet[] {
  const spots: BaccaratBet[] = [result.winner];
  if (result.playerPair) spots.push('player-pair');
  if (result.bankerPair) spots.push('banker-pair');
  return spots;
}
