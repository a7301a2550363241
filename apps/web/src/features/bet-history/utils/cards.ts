import { cardRank, cardSuit, type Suit } from '@app/domain/casino';

/** A card number 0–51 as a table shows it (the domain's cardRank / cardSuit, as the game page draws it). */
export type CardFace = { rank: string; suit: Suit; symbol: string; red: boolean };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SYMBOLS: Readonly<Record<Suit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export function cardFace(card: number): CardFace {
  const suit = cardSuit(card);
  return { rank: RANKS[cardRank(card) - 1] ?? String(cardRank(card)), suit, symbol: SYMBOLS[suit], red: suit === 'hearts' || suit === 'diamonds' };
}
