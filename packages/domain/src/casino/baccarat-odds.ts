import { fraction, sub, toNumber, type Fraction } from '../fraction.ts';
import { bankerDraws, DECKS_PER_SHOE, playerDraws, type BaccaratBet } from './baccarat.ts';

export type BaccaratExactOdds = {
  /** The chance of each result of the first hand dealt from a full shoe. */
  readonly winner: Readonly<Record<'player' | 'banker' | 'tie', Fraction>>;
  /** The house edge of each bet per unit staked (a tie refunds Player and Banker: it counts as 0, not as a bet lost). */
  readonly houseEdge: Readonly<Record<BaccaratBet, Fraction>>;
};

/**
 * The exact odds of a hand dealt from a full shoe of `decks` decks, without replacement, by walking
 * every sequence of card values the six (at most) cards can take, each weighted by how many ways the
 * shoe yields it: P1, B1, P2, B2, then the third cards as the rules call them. A leaf of four or five
 * cards is scaled to the six-card denominator N(N−1)…(N−5), so all weights are whole numbers; for eight
 * decks the total is 4.998 × 10^15, under 2^53, so plain numbers count exactly. These are the textbook
 * figures (banker 1.0579%, player 1.2351%, tie 14.3596% for eight decks). Hands deeper in a shoe
 * see a composition changed by the cards gone; `scripts/sim-baccarat.ts` deals whole shoes to the cut
 * card and compares.
 */
export function exactBaccaratOdds(decks = DECKS_PER_SHOE): BaccaratExactOdds {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError(`exact odds are counted for 1–8 decks, got ${decks}`);
  const n = 52 * decks;
  // Value 0 is the ten and the three court cards; 1–9 one rank each.
  const left = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const tally = { player: 0, banker: 0, tie: 0 };
  const record = (playerTotal: number, bankerTotal: number, weight: number) => {
    if (playerTotal > bankerTotal) tally.player += weight;
    else if (bankerTotal > playerTotal) tally.banker += weight;
    else tally.tie += weight;
  };
  /** Weight of drawing value v next, taking it from the shoe for the duration of `then`. */
  const draw = (weight: number, then: (value: number, weight: number) => void) => {
    for (let v = 0; v <= 9; v += 1) {
      const ways = left[v] as number;
      if (ways === 0) continue;
      left[v] = ways - 1;
      then(v, weight * ways);
      left[v] = ways;
    }
  };

  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return record(player, banker, w4 * (n - 4) * (n - 5));
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return record(player, banker, w4 * (n - 4) * (n - 5));
            return draw(w4, (b3, w5) => record(player, (banker + b3) % 10, w5 * (n - 5)));
          }
          draw(w4, (p3, w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return record(playerFinal, banker, w5 * (n - 5));
            draw(w5, (b3, w6) => record(playerFinal, (banker + b3) % 10, w6));
          });
        }),
      ),
    ),
  );

  const total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
  if (tally.player + tally.banker + tally.tie !== total || !Number.isSafeInteger(total)) throw new Error('baccarat enumeration lost a hand');
  const chance = (w: number) => fraction(w, total);
  const pairEdge = sub(fraction(1), fraction(12 * (4 * decks - 1), n - 1)); // pays 11:1 when the second card matches the first's rank
  return {
    winner: { player: chance(tally.player), banker: chance(tally.banker), tie: chance(tally.tie) },
    houseEdge: {
      player: chance(tally.banker - tally.player),
      // 20 × a tally can pass 2^53: bigint from here.
      banker: fraction(20n * BigInt(tally.player) - 19n * BigInt(tally.banker), 20n * BigInt(total)),
      tie: chance(total - 9 * tally.tie),
      'player-pair': pairEdge,
      'banker-pair': pairEdge,
    },
  };
}

/** The same as plain numbers, for printing. */
export function baccaratEdgeNumbers(odds: BaccaratExactOdds): Record<BaccaratBet, number> {
  const e = odds.houseEdge;
  return { player: toNumber(e.player), banker: toNumber(e.banker), tie: toNumber(e.tie), 'player-pair': toNumber(e['player-pair']), 'banker-pair': toNumber(e['banker-pair']) };
}
