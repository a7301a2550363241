import type { RandomSource } from '../games/fair.ts';

/**
 * Punto banco as casinos deal it. A card is an integer 0–51 (suit × 13 + rank − 1), so a shoe is a plain
 * array a simulation can deal millions of hands from: rank 1 is the ace, 11–13 the court cards.
 * Pairs are by rank (Q–Q is a pair, 10–K is not), as the pair bets are paid in Macau and Manila.
 */
export type Card = number;
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

export const DECKS_PER_SHOE = 8;

/**
 * Dealing stops at the cut card: a round starts only while at least this many cards are left (a deck
 * from the end, as most tables place it), so a round, which needs six cards at most, never runs short.
 */
export const CUT_CARD_RESERVE = 52;

export const cardRank = (card: Card): number => (card % 13) + 1;
export const cardSuit = (card: Card): Suit => SUITS[Math.floor(card / 13) % 4] as Suit;
/** Ace 1, two to nine at face value, ten and court cards 0. */
export const cardValue = (card: Card): number => {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
};

/** The total of a hand: the sum of its values, last digit only. */
export function handTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += cardValue(card);
  return sum % 10;
}

/** A fresh shoe of `decks` decks, in order. */
export function orderedShoe(decks = DECKS_PER_SHOE): Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`a shoe has a whole number of decks, got ${decks}`);
  return Array.from({ length: 52 * decks }, (_, i) => i % 52);
}

/**
 * The shoe shuffled by Fisher–Yates from the top: for i from the last card down to 1, swap card i with
 * card `random.nextInt(i + 1)`. 415 draws for eight decks, each unbiased, so every order is equally
 * likely and the whole shoe is recomputable from the round's seeds.
 */
export function shuffleShoe(random: RandomSource, decks = DECKS_PER_SHOE): Card[] {
  const shoe = orderedShoe(decks);
  for (let i = shoe.length - 1; i > 0; i -= 1) {
    const j = random.nextInt(i + 1);
    const card = shoe[i] as Card;
    shoe[i] = shoe[j] as Card;
    shoe[j] = card;
  }
  return shoe;
}

/** Whether the player, on two cards, draws a third: on 0–5, unless either side has a natural (8 or 9). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, after the player has played, given the banker's two-card total and the
 * value of the player's third card (null when the player stood). With no player third card the
 * banker plays like the player (draws on 0–5). Otherwise the table every baccarat layout prints:
 * 0–2 draw; 3 draws unless the player's third card is 8; 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export type BaccaratHand = {
  /** Dealt in order: the player's two, then the third if drawn. */
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  readonly natural: boolean;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  /** The cards in the order they left the shoe: P, B, P, B, then the player's third, then the banker's. */
  readonly dealt: readonly Card[];
};

/** One round dealt from `shoe` starting at `position`: the hand and where the next round starts. */
export function dealHand(shoe: readonly Card[], position: number): { hand: BaccaratHand; next: number } {
  if (!Number.isInteger(position) || position < 0 || shoe.length - position < 6) throw new RangeError('not enough cards left in the shoe for a round');
  let at = position;
  const take = () => shoe[at++] as Card;
  const [p1, b1, p2, b2] = [take(), take(), take(), take()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = take();
      player.push(card);
      playerThird = cardValue(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(take());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratWinner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const hand: BaccaratHand = {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    natural,
    playerPair: cardRank(p1) === cardRank(p2),
    bankerPair: cardRank(b1) === cardRank(b2),
    dealt: shoe.slice(position, at),
  };
  return { hand, next: at };
}

/** Whether the shoe, at `position`, still deals a round (the cut card has not come out). */
export function shoeHasRound(shoe: readonly Card[], position: number): boolean {
  return shoe.length - position >= CUT_CARD_RESERVE;
}

export type BaccaratBet = 'player' | 'banker' | 'tie' | 'player-pair' | 'banker-pair';

export const BACCARAT_BETS: Readonly<Record<BaccaratBet, { name: string; pays: string }>> = {
  player: { name: 'Con (Player)', pays: '1 ăn 1' },
  banker: { name: 'Cái (Banker)', pays: '1 ăn 0,95' },
  tie: { name: 'Hòa (Tie)', pays: '1 ăn 8' },
  'player-pair': { name: 'Con đôi (Player Pair)', pays: '1 ăn 11' },
  'banker-pair': { name: 'Cái đôi (Banker Pair)', pays: '1 ăn 11' },
};

/**
 * What a bet credits after the hand (stake included when it wins or is refunded). Player 1:1 and Banker
 * 0.95:1 are refunded on a tie; Tie pays 8:1; the pairs 11:1. The Banker's 5% commission leaves a
 * fraction of a VND on stakes that are not multiples of 20: the win is floored to the VND (house side).
 */
export function baccaratReturn(bet: BaccaratBet, hand: Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('Mức cược phải là một số tiền nguyên dương (VND).');
  switch (bet) {
    case 'player':
      return hand.winner === 'player' ? 2 * stake : hand.winner === 'tie' ? stake : 0;
    case 'banker':
      return hand.winner === 'banker' ? 2 * stake - Math.ceil(stake / 20) : hand.winner === 'tie' ? stake : 0;
    case 'tie':
      return hand.winner === 'tie' ? 9 * stake : 0;
    case 'player-pair':
      return hand.playerPair ? 12 * stake : 0;
    case 'banker-pair':
      return hand.bankerPair ? 12 * stake : 0;
  }
}
