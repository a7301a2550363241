import { describe, expect, it } from 'vitest';
import { baccaratEdgeNumbers, exactBaccaratOdds } from '../../src/casino/baccarat-odds.ts';
import { simulateBaccarat } from '../../src/casino/baccarat-simulation.ts';
import { fraction, toNumber } from '../../src/fraction.ts';
import { RoundRandom } from '../../src/games/fair.ts';
import { seededRandom } from './seeded-random.ts';

/** The figures every baccarat reference prints for eight decks (Wizard of Odds, Griffin), in percent. */
const TEXTBOOK = { banker: 1.06, player: 1.24, tie: 14.36, 'player-pair': 10.36, 'banker-pair': 10.36 } as const;

describe('exact odds of the eight-deck game, by enumerating every deal', () => {
  const odds = exactBaccaratOdds();
  const edges = baccaratEdgeNumbers(odds);

  it('gives the textbook chances: banker 45.8597%, player 44.6247%, tie 9.5156%', () => {
    expect(toNumber(odds.winner.banker)).toBeCloseTo(0.458597, 6);
    expect(toNumber(odds.winner.player)).toBeCloseTo(0.446247, 6);
    expect(toNumber(odds.winner.tie)).toBeCloseTo(0.095156, 6);
  });

  it('gives the textbook house edges to the hundredth of a percent', () => {
    for (const [bet, percent] of Object.entries(TEXTBOOK)) expect(edges[bet as keyof typeof TEXTBOOK] * 100, bet).toBeCloseTo(percent, 2);
    expect(edges.banker).toBeCloseTo(0.0105791, 7);
    expect(edges.player).toBeCloseTo(0.0123508, 7);
    expect(edges.tie).toBeCloseTo(0.1435963, 7);
  });

  it('prices a pair at 11:1 with 31 of the 415 cards left matching: edge 43/415', () => {
    expect(odds.houseEdge['player-pair']).toEqual(fraction(43, 415));
    expect(odds.houseEdge['banker-pair']).toEqual(fraction(43, 415));
  });

  it('gives a single deck its own published figures (banker 1.01%, player 1.29%)', () => {
    const one = baccaratEdgeNumbers(exactBaccaratOdds(1));
    expect(one.banker).toBeCloseTo(0.0101, 4);
    expect(one.player).toBeCloseTo(0.0129, 4);
  });
});

/** 4.5 standard errors: a seed outside it is a 1-in-150,000 event, so a miss is a bug, not luck. */
const Z = 4.5;

describe('simulated shoes, dealt to the cut card, meet the exact edges', () => {
  const exact = baccaratEdgeNumbers(exactBaccaratOdds());

  it('1,000,000 hands from a fixed seed: every edge within 4.5 standard errors', { timeout: 60_000 }, () => {
    const sim = simulateBaccarat(1_000_000, (shoe) => seededRandom(20_240_611 + shoe));
    for (const [bet, { meanNet, sd }] of Object.entries(sim.bets)) {
      const bound = (Z * sd) / Math.sqrt(sim.hands);
      expect(Math.abs(-meanNet - exact[bet as keyof typeof exact]), `${bet}: simulated ${-meanNet}, bound ${bound}`).toBeLessThan(bound);
    }
    // The bounds themselves, so the claim is concrete: about ±0.42% banker and player, ±1.19% tie.
    expect((Z * sim.bets.banker.sd) / 1_000).toBeLessThan(0.0043);
    expect((Z * sim.bets.tie.sd) / 1_000).toBeLessThan(0.012);
    expect(Math.abs(sim.winners.banker / sim.hands - 0.458597)).toBeLessThan(Z * Math.sqrt((0.4586 * 0.5414) / sim.hands));
  });

  it('25,000 hands through the provably fair source (RoundRandom, one nonce per shoe), within the same z', { timeout: 60_000 }, () => {
    const sim = simulateBaccarat(25_000, (shoe) => new RoundRandom('ba'.repeat(32), 'ban-bai', shoe));
    expect(sim.shoes).toBeGreaterThan(300);
    for (const [bet, { meanNet, sd }] of Object.entries(sim.bets)) {
      expect(Math.abs(-meanNet - exact[bet as keyof typeof exact]), bet).toBeLessThan((Z * sd) / Math.sqrt(sim.hands));
    }
  });
});
