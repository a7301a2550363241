import { describe, expect, it } from 'vitest';
import {
  baccaratReturn,
  bankerDraws,
  cardRank,
  cardSuit,
  cardValue,
  dealHand,
  handTotal,
  orderedShoe,
  playerDraws,
  shoeHasRound,
  shuffleShoe,
  type BaccaratBet,
  type BaccaratHand,
  type Card,
} from '../../src/casino/baccarat.ts';
import { RoundRandom } from '../../src/games/fair.ts';

const RANKS: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };
/** 'Q♥' → the card; suit ♠ ♥ ♦ ♣ in that order. */
const card = (text: string): Card => {
  const rankText = text.slice(0, -1);
  const suit = '♠♥♦♣'.indexOf(text.slice(-1));
  return suit * 13 + (RANKS[rankText] ?? Number(rankText)) - 1;
};
/** A shoe whose first cards are these, padded with a deck so a round never runs short. */
const shoeOf = (...cards: string[]) => [...cards.map(card), ...orderedShoe(1)];

describe('cards', () => {
  it('values the ace 1, two to nine at face, ten and court cards 0', () => {
    expect(['A♠', '2♥', '5♦', '9♣', '10♠', 'J♥', 'Q♦', 'K♣'].map((t) => cardValue(card(t)))).toEqual([1, 2, 5, 9, 0, 0, 0, 0]);
    expect(cardRank(card('Q♦'))).toBe(12);
    expect(cardSuit(card('Q♦'))).toBe('diamonds');
  });

  it('totals a hand by its last digit', () => {
    expect(handTotal([card('9♠'), card('8♥')])).toBe(7);
    expect(handTotal([card('K♠'), card('Q♥')])).toBe(0);
    expect(handTotal([card('7♠'), card('7♥'), card('9♣')])).toBe(3);
  });

  it('makes an eight-deck shoe of 416 cards, 32 of each rank and 104 of each suit', () => {
    const shoe = orderedShoe();
    expect(shoe).toHaveLength(416);
    for (let rank = 1; rank <= 13; rank += 1) expect(shoe.filter((c) => cardRank(c) === rank)).toHaveLength(32);
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) expect(shoe.filter((c) => cardSuit(c) === suit)).toHaveLength(104);
  });
});

describe('shuffle', () => {
  it('is Fisher–Yates from the top: 415 draws of nextInt(i + 1); j = i everywhere leaves the shoe in order', () => {
    const asked: number[] = [];
    const shoe = shuffleShoe({ nextInt: (n) => (asked.push(n), n - 1) });
    expect(shoe).toEqual(orderedShoe());
    expect(asked).toEqual(Array.from({ length: 415 }, (_, k) => 416 - k));
  });

  it('swaps card i with card j: j = 0 everywhere rotates the first card to the end', () => {
    const shoe = shuffleShoe({ nextInt: () => 0 }, 1);
    // Each step swaps position i with 0: card 0 ends at the bottom, every other card moves up one.
    expect(shoe).toEqual([...Array.from({ length: 51 }, (_, i) => i + 1), 0]);
  });

  it('is a permutation of the shoe, the same for the same seeds, another for another nonce', () => {
    const shuffle = (nonce: number) => shuffleShoe(new RoundRandom('5e'.repeat(32), 'ban-bai', nonce));
    const a = shuffle(1);
    expect([...a].sort((x, y) => x - y)).toEqual([...orderedShoe()].sort((x, y) => x - y));
    expect(shuffle(1)).toEqual(a);
    expect(shuffle(2)).not.toEqual(a);
  });
});

// prettier-ignore
/**
 * Written by hand from the printed table. Rows: the banker's two-card total; columns: the player's
 * third card (– when the player stood). D the banker draws, S the banker stands.
 */
const BANKER_TABLE: Readonly<Record<number, string>> = {
  //   third:  –  0 1 2 3 4 5 6 7 8 9
  0:          'D  D D D D D D D D D D',
  1:          'D  D D D D D D D D D D',
  2:          'D  D D D D D D D D D D',
  3:          'D  D D D D D D D D S D',
  4:          'D  S S D D D D D D S S',
  5:          'D  S S S S D D D D S S',
  6:          'S  S S S S S S D D S S',
  7:          'S  S S S S S S S S S S',
};

// prettier-ignore
/**
 * Every pair of two-card totals: N a natural (nobody draws), D the player draws, S the player stands
 * (and the banker plays by the row '–' above). Rows: the player's total; columns: the banker's.
 */
const PLAYER_TABLE: Readonly<Record<number, string>> = {
  //  banker:  0 1 2 3 4 5 6 7 8 9
  0:          'D D D D D D D D N N',
  1:          'D D D D D D D D N N',
  2:          'D D D D D D D D N N',
  3:          'D D D D D D D D N N',
  4:          'D D D D D D D D N N',
  5:          'D D D D D D D D N N',
  6:          'S S S S S S S S N N',
  7:          'S S S S S S S S N N',
  8:          'N N N N N N N N N N',
  9:          'N N N N N N N N N N',
};

describe('third-card rules', () => {
  it.each(Object.entries(BANKER_TABLE))('banker on %s', (total, cells) => {
    const expected = cells.split(/\s+/).map((c) => c === 'D');
    const thirds = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(thirds.map((third) => bankerDraws(Number(total), third))).toEqual(expected);
  });

  it.each(Object.entries(PLAYER_TABLE))('player on %s, against every banker total', (playerTotal, cells) => {
    const expected = cells.split(' ');
    for (let bankerTotal = 0; bankerTotal <= 9; bankerTotal += 1) {
      // Deal it: two cards to each side with these totals (value + 10 when the total is 0, so never a pair), third cards 10s.
      const two = (total: number) => (total === 0 ? ['10♠', 'K♠'] : total === 1 ? ['A♠', '10♥'] : [`${total - 1}♠`, 'A♥']);
      const [p1, p2] = two(Number(playerTotal));
      const [b1, b2] = two(bankerTotal);
      const { hand } = dealHand(shoeOf(p1 as string, b1 as string, p2 as string, b2 as string, '10♦', '10♣'), 0);
      const seen = hand.natural ? 'N' : hand.player.length === 3 ? 'D' : 'S';
      expect(seen, `player ${playerTotal}, banker ${bankerTotal}`).toBe(expected[bankerTotal]);
      if (!hand.natural) expect(playerDraws(Number(playerTotal))).toBe(seen === 'D');
      if (hand.natural) expect(hand.dealt).toHaveLength(4);
    }
  });
});

describe('dealing a hand (cards leave the shoe P, B, P, B, then third cards)', () => {
  it.each<[string, string[], Partial<BaccaratHand>, number]>([
    ['a natural 9 beats 7, nobody draws', ['4♠', 'K♥', '5♥', '7♣'], { playerTotal: 9, bankerTotal: 7, winner: 'player', natural: true }, 4],
    ['player 5 draws an 8; banker 3 stands on an 8: tie', ['2♠', '3♥', '3♦', 'K♣', '8♠'], { playerTotal: 3, bankerTotal: 3, winner: 'tie', natural: false }, 5],
    ['player 6 stands; banker 5 draws a 4', ['10♠', '2♥', '6♦', '3♣', '4♠'], { playerTotal: 6, bankerTotal: 9, winner: 'banker' }, 5],
    ['both pairs: Q–Q draws a 2, banker 4 draws on a 2', ['Q♠', '7♥', 'Q♦', '7♣', '2♠', 'A♥'], { playerTotal: 2, bankerTotal: 5, winner: 'banker', playerPair: true, bankerPair: true }, 6],
    ['10 and K are not a pair (banker 9–9 is, and a natural)', ['10♠', '9♥', 'K♦', '9♣', 'A♠'], { playerPair: false, bankerPair: true, playerTotal: 0, bankerTotal: 8, natural: true }, 4],
    ['player 5 draws a 9; banker 6 stands on a 9', ['A♠', '3♥', '4♦', '3♣', '9♠'], { playerTotal: 4, bankerTotal: 6, winner: 'banker' }, 5],
  ])('%s', (_, cards, expected, used) => {
    const shoe = shoeOf(...cards);
    const { hand, next } = dealHand(shoe, 0);
    expect(hand).toMatchObject(expected);
    expect(next).toBe(used);
    expect(hand.dealt).toEqual(cards.slice(0, used).map(card));
    expect([...hand.player, ...hand.banker].sort()).toEqual([...hand.dealt].sort());
  });

  it('starts where the last round ended, and stops at the cut card', () => {
    const shoe = orderedShoe();
    const first = dealHand(shoe, 0);
    const second = dealHand(shoe, first.next);
    expect(second.hand.dealt[0]).toBe(shoe[first.next]);
    expect(shoeHasRound(shoe, 416 - 52)).toBe(true);
    expect(shoeHasRound(shoe, 416 - 51)).toBe(false);
    expect(() => dealHand(shoe, 411)).toThrow(RangeError);
  });
});

describe('payouts (whole VND)', () => {
  const hand = (winner: BaccaratHand['winner'], playerPair = false, bankerPair = false) => ({ winner, playerPair, bankerPair });

  it.each<[BaccaratBet, ReturnType<typeof hand>, number]>([
    ['player', hand('player'), 200_000],
    ['player', hand('tie'), 100_000],
    ['player', hand('banker'), 0],
    ['banker', hand('banker'), 195_000],
    ['banker', hand('tie'), 100_000],
    ['banker', hand('player'), 0],
    ['tie', hand('tie'), 900_000],
    ['tie', hand('banker'), 0],
    ['player-pair', hand('banker', true), 1_200_000],
    ['player-pair', hand('banker', false, true), 0],
    ['banker-pair', hand('tie', false, true), 1_200_000],
    ['banker-pair', hand('player', true), 0],
  ])('%s on %j, stake 100,000, credits %i', (bet, h, credit) => {
    expect(baccaratReturn(bet, h, 100_000)).toBe(credit);
  });

  it('floors the banker commission remainder to the VND', () => {
    expect(baccaratReturn('banker', hand('banker'), 1_001)).toBe(1_951); // 1,001 + 950.95
    expect(baccaratReturn('banker', hand('banker'), 20)).toBe(39);
    expect(baccaratReturn('banker', hand('banker'), 1)).toBe(1);
  });

  it('refuses a stake that is not whole, positive VND', () => {
    expect(() => baccaratReturn('player', hand('player'), 0)).toThrow(RangeError);
    expect(() => baccaratReturn('player', hand('player'), 2.5)).toThrow(RangeError);
  });
});
