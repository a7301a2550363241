import { RoundRandom } from '@app/domain';
import { BACCARAT_BETS, baccaratReturn, dealHand, shoeHasRound, shuffleShoe, type BaccaratBet, type BaccaratHand, type Card } from '@app/domain/casino';
import type { BaccaratResult } from '@app/contract/sandbox-baccarat';
import type { TableDef, TableGame } from '../game.ts';
import { BACCARAT_MESSAGES } from '../messages.ts';
import { BACCARAT_TIMING, resultAt } from './definitions.ts';

/**
 * Baccarat on the table engine: a series is a shoe (eight decks shuffled from its seed), each round a
 * hand dealt from where the last one stopped, until fewer than a deck is left.
 */

/** The shoe a seed and id give: what anyone recomputes once the seed is revealed. */
export function shoeOf(serverSeed: string, shoeId: string): Card[] {
  return shuffleShoe(new RoundRandom(serverSeed, shoeId, 0));
}

/** The result as members see it (and the settled round's detail carries). */
export function resultView(hand: BaccaratHand): BaccaratResult {
  return {
    winner: hand.winner,
    player: [...hand.player],
    banker: [...hand.banker],
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    natural: hand.natural,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
  };
}

export const BACCARAT_GAME: TableGame<BaccaratBet, BaccaratHand, BaccaratResult> = {
  game: 'baccarat',
  timing: BACCARAT_TIMING,
  roundIdPrefix: 'BAC',
  seriesField: 'shoeId',
  // The cards come out one by one after bets close, in view of every player.
  drawnShownFrom: 'close',
  bets: BACCARAT_BETS,
  messages: BACCARAT_MESSAGES,
  series(serverSeed, shoeId) {
    const shoe = shoeOf(serverSeed, shoeId);
    return {
      hasRound: (position) => shoeHasRound(shoe, position),
      roundAt(position) {
        const { hand, next } = dealHand(shoe, position);
        return { cards: hand.dealt, result: hand, next };
      },
    };
  },
  resultAt: (roundNo, drawn) => resultAt(roundNo, drawn.cards.length),
  betReturn: (kind, hand, stake) => baccaratReturn(kind, hand, stake),
  resultView,
  // The shoe is shuffled once, at nonce 0; a round is a position in it.
  nonce: () => 0,
};

export type BaccaratTable = TableDef<BaccaratBet, BaccaratHand, BaccaratResult>;

/** The provider's live baccarat tables (a table is a game of the catalogue: engine 'baccarat:<id>'). */
export const BACCARAT_TABLES: readonly BaccaratTable[] = [
  {
    id: 'ban-1',
    name: 'Baccarat Bàn 1',
    engine: 'baccarat:ban-1',
    seriesPrefix: 'ban-1',
    limits: {
      player: { min: 10_000, max: 50_000_000 },
      banker: { min: 10_000, max: 50_000_000 },
      tie: { min: 10_000, max: 5_000_000 },
      'player-pair': { min: 10_000, max: 2_500_000 },
      'banker-pair': { min: 10_000, max: 2_500_000 },
    },
    game: BACCARAT_GAME,
  },
];
