import { describe, expect, it } from 'vitest';
import { BACCARAT_PATHS } from '@app/contract/sandbox-baccarat';
import { BACCARAT_GAME_PATHS } from './baccarat-paths.ts';
import type { Limits } from './baccarat-types.ts';
import {
  addChip,
  bettingShare,
  clockOffset,
  outcomeText,
  phaseAt,
  resultText,
  secondsUntil,
  shownHands,
  shownTotal,
  slipLines,
  slipProblem,
  slipTotal,
  winningSpots,
} from './table-logic.ts';

const LIMITS: Limits = {
  player: { min: 10_000, max: 50_000_000 },
  banker: { min: 10_000, max: 50_000_000 },
  tie: { min: 10_000, max: 5_000_000 },
  'player-pair': { min: 10_000, max: 2_500_000 },
  'banker-pair': { min: 10_000, max: 2_500_000 },
};

const at = (s: number) => new Date(Date.UTC(2026, 10, 27) + s * 1000).toISOString();
const ms = (s: number) => Date.parse(at(s));
const round = { startsAt: at(0), betsCloseAt: at(15), resultAt: at(21) };

describe('the provider clock', () => {
  it('keeps the offset between the server time and the device', () => {
    expect(clockOffset(at(10), ms(7))).toBe(3_000);
    expect(clockOffset('not a time', 5)).toBe(0);
  });

  it('tells the phase and the seconds left by the server clock', () => {
    expect(phaseAt(round, ms(14.9))).toBe('betting');
    expect(phaseAt(round, ms(15))).toBe('dealing');
    expect(phaseAt(round, ms(21))).toBe('result');
    expect(secondsUntil(round.betsCloseAt, ms(12.2))).toBe(3);
    expect(secondsUntil(round.betsCloseAt, ms(20))).toBe(0);
    expect(bettingShare(round, ms(7.5))).toBe(0.5);
    expect(bettingShare(round, ms(30))).toBe(0);
  });
});

describe('cards shown at their moment', () => {
  const cards = [
    { card: 0, side: 'player' as const, showAt: at(16) },
    { card: 12, side: 'banker' as const, showAt: at(17) },
    { card: 8, side: 'player' as const, showAt: at(18) },
    { card: 21, side: 'banker' as const, showAt: at(19) },
  ];

  it('turns each card at its time, the rest stay face down', () => {
    expect(shownHands(cards, ms(15.5))).toEqual({ player: [], banker: [], playerHidden: 2, bankerHidden: 2, nextAt: ms(16) });
    expect(shownHands(cards, ms(17))).toEqual({ player: [0], banker: [12], playerHidden: 1, bankerHidden: 1, nextAt: ms(18) });
    const all = shownHands(cards, ms(30));
    expect(all.nextAt).toBeNull();
    // A (1) + 9 = 0; K (0) + 9 of hearts (21 → rank 9) = 9.
    expect(shownTotal(all.player)).toBe(0);
    expect(shownTotal(all.banker)).toBe(9);
    expect(shownTotal([])).toBeNull();
  });
});

describe('the chips waiting to be placed', () => {
  it('adds chips per spot and gives the request lines in order', () => {
    let slip = addChip({}, 'banker', 10_000);
    slip = addChip(slip, 'banker', 50_000);
    slip = addChip(slip, 'player-pair', 10_000);
    expect(slipLines(slip)).toEqual([
      { kind: 'banker', amount: 60_000 },
      { kind: 'player-pair', amount: 10_000 },
    ]);
    expect(slipTotal(slip)).toBe(70_000);
  });

  it('checks the limits with what is already placed, and the balance', () => {
    expect(slipProblem({ tie: 5_000 }, LIMITS, [], 1_000_000)).toBe('Mức cược tối thiểu cửa Hòa (Tie) là 10,000 VND.');
    expect(slipProblem({ 'player-pair': 1_000_000 }, LIMITS, [{ kind: 'player-pair', amount: 2_000_000 }], 10_000_000)).toBe(
      'Tổng cược cửa Con đôi (Player Pair) trong một ván tối đa là 2,500,000 VND.',
    );
    expect(slipProblem({ player: 100_000 }, LIMITS, [], 50_000)).toBe('Số dư không đủ');
    expect(slipProblem({ player: 100_000 }, LIMITS, [], 100_000)).toBeNull();
  });
});

describe('the result in words', () => {
  it('names the winner and the totals, and what the member got', () => {
    expect(resultText({ winner: 'banker', playerTotal: 5, bankerTotal: 7 })).toBe('Cái thắng 5 – 7');
    expect(resultText({ winner: 'tie', playerTotal: 6, bankerTotal: 6 })).toBe('Hòa 6 – 6');
    expect(outcomeText([{ kind: 'banker', amount: 20_000 }], 39_000)).toBe('Bạn thắng 39,000');
    expect(outcomeText([{ kind: 'banker', amount: 20_000 }], 20_000)).toBe('Hoàn lại 20,000');
    expect(outcomeText([{ kind: 'tie', amount: 20_000 }], 0)).toBe('Không trúng thưởng ván này');
    expect(outcomeText([{ kind: 'tie', amount: 20_000 }], null)).toBeNull();
    expect(winningSpots({ winner: 'tie', playerPair: true, bankerPair: false })).toEqual(['tie', 'player-pair']);
  });
});

describe('paths', () => {
  it('are the contract\'s', () => {
    expect(BACCARAT_GAME_PATHS).toEqual({
      baccaratState: BACCARAT_PATHS.state,
      baccaratBet: BACCARAT_PATHS.bet,
      baccaratHistory: BACCARAT_PATHS.history,
      baccaratShoe: BACCARAT_PATHS.shoe,
      baccaratStream: BACCARAT_PATHS.stream,
    });
  });
});
