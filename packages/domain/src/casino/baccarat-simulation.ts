import type { RandomSource } from '../games/fair.ts';
import { baccaratReturn, dealHand, shoeHasRound, shuffleShoe, type BaccaratBet, type BaccaratHand } from './baccarat.ts';

export const BACCARAT_BET_KINDS: readonly BaccaratBet[] = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];

export type BaccaratSimulation = {
  readonly hands: number;
  readonly shoes: number;
  readonly winners: Readonly<Record<BaccaratHand['winner'], number>>;
  /** Per bet: the member's mean net result per unit staked (−house edge), and its standard deviation per hand. */
  readonly bets: Readonly<Record<BaccaratBet, { readonly meanNet: number; readonly sd: number }>>;
};

/** A stake of 20 makes the Banker's 0.95:1 whole, so the figures carry no rounding. */
const UNIT = 20;

/**
 * Deals `hands` hands as a table does: a shoe shuffled from `randomForShoe(k)` for the k-th shoe, dealt
 * round after round to the cut card, then the next shoe. Every bet is placed on every hand.
 */
export function simulateBaccarat(hands: number, randomForShoe: (shoe: number) => RandomSource): BaccaratSimulation {
  if (!Number.isSafeInteger(hands) || hands < 1) throw new RangeError(`hands must be a positive whole number, got ${hands}`);
  const winners = { player: 0, banker: 0, tie: 0 };
  const sums = BACCARAT_BET_KINDS.map(() => ({ sum: 0, squares: 0 }));
  let shoes = 0;
  let shoe: number[] = [];
  let position = 0;
  for (let played = 0; played < hands; played += 1) {
    if (!shoeHasRound(shoe, position)) {
      shoe = shuffleShoe(randomForShoe(shoes));
      shoes += 1;
      position = 0;
    }
    const { hand, next } = dealHand(shoe, position);
    position = next;
    winners[hand.winner] += 1;
    BACCARAT_BET_KINDS.forEach((bet, i) => {
      const net = (baccaratReturn(bet, hand, UNIT) - UNIT) / UNIT;
      const s = sums[i] as { sum: number; squares: number };
      s.sum += net;
      s.squares += net * net;
    });
  }
  const bets = Object.fromEntries(
    BACCARAT_BET_KINDS.map((bet, i) => {
      const { sum, squares } = sums[i] as { sum: number; squares: number };
      const meanNet = sum / hands;
      return [bet, { meanNet, sd: Math.sqrt(Math.max(0, squares / hands - meanNet * meanNet)) }];
    }),
  ) as Record<BaccaratBet, { meanNet: number; sd: number }>;
  return { hands, shoes, winners, bets };
}
