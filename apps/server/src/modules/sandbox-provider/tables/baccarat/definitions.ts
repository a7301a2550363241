import type { BaccaratHand } from '@app/domain/casino';
import { roundClock } from '../game.ts';

/** The baccarat tables' clock: every instance runs their rounds on it. */

/** Bets are taken for this long from the round's start. */
export const BETTING_MS = 15_000;
/** Then one card every CARD_MS, in dealing order, the first CARD_MS after the close. */
export const CARD_MS = 1_000;
/** The result (and the settlement) one CARD_MS after the last card; shown until the next round. */
export const RESULT_MS = 4_000;
const MAX_CARDS = 6;
/** Every round lasts this long, whatever its number of cards: round n starts at n × CYCLE_MS (epoch ms). */
export const CYCLE_MS = BETTING_MS + (MAX_CARDS + 1) * CARD_MS + RESULT_MS;

export const BACCARAT_TIMING = { bettingMs: BETTING_MS, cycleMs: CYCLE_MS } as const;

/** The round running at `now`: every instance, reading its own clock, agrees. */
export const { roundNoAt, roundStartsAt, betsCloseAt, roundEndsAt } = roundClock(BACCARAT_TIMING);
/** When the i-th card dealt (0-based) is shown. */
export const cardShownAt = (no: number, i: number) => betsCloseAt(no) + (i + 1) * CARD_MS;
export const resultAt = (no: number, cards: number) => betsCloseAt(no) + (cards + 1) * CARD_MS;

export type RoundPhase = 'betting' | 'dealing' | 'result';

export function phaseAt(no: number, cards: number, now: number): RoundPhase {
  if (now < betsCloseAt(no)) return 'betting';
  return now < resultAt(no, cards) ? 'dealing' : 'result';
}

/** The side the i-th card dealt goes to: P, B, P, B, then the player's third if drawn, then the banker's. */
export function sideOfCard(hand: Pick<BaccaratHand, 'player'>, i: number): 'player' | 'banker' {
  if (i < 4) return i % 2 === 0 ? 'player' : 'banker';
  return i === 4 && hand.player.length === 3 ? 'player' : 'banker';
}
