import { BACCARAT_BETS, handTotal, type BaccaratBet } from '@app/domain/casino';
import { bt } from './baccarat-text.ts';
import type { BetLine, CardShown, Limits, Result, RoundState } from './baccarat-types.ts';

/**
 * The table's rules as the page applies them, pure: the provider's clock (an offset from the device's),
 * the phase and countdown of a round, the cards shown by now, the chips waiting to be placed.
 */

/** The spots in the layout's order (pairs at the sides, Tie between Player and Banker). */
export const SPOTS: readonly BaccaratBet[] = ['player-pair', 'tie', 'banker-pair', 'player', 'banker'];
export const CHIPS: readonly number[] = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000];

/** serverTime − device time when the answer arrived; add it to Date.now() for the provider's "now". */
export function clockOffset(serverTime: string, deviceNowAtAnswer: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNowAtAnswer : 0;
}

export type Phase = 'betting' | 'dealing' | 'result';

export function phaseAt(round: Pick<RoundState, 'betsCloseAt' | 'resultAt'>, serverNow: number): Phase {
  if (serverNow < Date.parse(round.betsCloseAt)) return 'betting';
  return serverNow < Date.parse(round.resultAt) ? 'dealing' : 'result';
}

/** Whole seconds left until `until` (rounded up), never below 0. */
export function secondsUntil(until: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - serverNow) / 1000));
}

/** The betting window's share left, 0–1, for the progress bar. */
export function bettingShare(round: Pick<RoundState, 'startsAt' | 'betsCloseAt'>, serverNow: number): number {
  const start = Date.parse(round.startsAt);
  const close = Date.parse(round.betsCloseAt);
  if (!(close > start)) return 0;
  return Math.min(1, Math.max(0, (close - serverNow) / (close - start)));
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

export type Slip = Readonly<Partial<Record<BaccaratBet, number>>>;

export function addChip(slip: Slip, kind: BaccaratBet, chip: number): Slip {
  return { ...slip, [kind]: (slip[kind] ?? 0) + chip };
}

/** The slip as the bet request's lines, in the layout's order. */
export function slipLines(slip: Slip): { kind: BaccaratBet; amount: number }[] {
  return (Object.keys(BACCARAT_BETS) as BaccaratBet[]).filter((k) => (slip[k] ?? 0) > 0).map((kind) => ({ kind, amount: slip[kind]! }));
}

export const slipTotal = (slip: Slip): number => slipLines(slip).reduce((sum, l) => sum + l.amount, 0);

/** Why the slip cannot be placed (the table's limits with what is already placed, the balance), or null. */
export function slipProblem(slip: Slip, limits: Limits, placed: readonly BetLine[], balance: number): string | null {
  const lines = slipLines(slip);
  for (const line of lines) {
    const limit = limits[line.kind];
    if (!limit) continue;
    const name = BACCARAT_BETS[line.kind].name;
    if (line.amount < limit.min) return bt.belowMin(name, limit.min);
    const already = placed.find((p) => p.kind === line.kind)?.amount ?? 0;
    if (already + line.amount > limit.max) return bt.aboveMax(name, limit.max);
  }
  if (slipTotal(slip) > balance) return bt.notEnough;
  return null;
}

export const placedOn = (placed: readonly BetLine[], kind: BaccaratBet): number => placed.find((p) => p.kind === kind)?.amount ?? 0;

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
