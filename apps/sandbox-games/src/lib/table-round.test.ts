import { describe, expect, it } from 'vitest';
import { awaitsSettlement, isBehind, roundToShow, stateToShow } from './table-round.ts';

const PHASES = ['betting', 'dealing', 'result'] as const;

describe('a pushed round against an answered state', () => {
  it('is behind when an earlier round, or the same round at an earlier phase', () => {
    expect(isBehind({ no: 7, phase: 'result' }, { no: 8, phase: 'betting' }, PHASES)).toBe(true);
    expect(isBehind({ no: 8, phase: 'betting' }, { no: 8, phase: 'dealing' }, PHASES)).toBe(true);
  });

  it('is not behind when the same, or further on', () => {
    expect(isBehind({ no: 8, phase: 'dealing' }, { no: 8, phase: 'dealing' }, PHASES)).toBe(false);
    expect(isBehind({ no: 8, phase: 'result' }, { no: 8, phase: 'dealing' }, PHASES)).toBe(false);
    expect(isBehind({ no: 9, phase: 'betting' }, { no: 8, phase: 'result' }, PHASES)).toBe(false);
  });
});

type Round = { no: number; phase: string; result: string | null };
type Table = { round: Round; roads: { no: number }[]; myBets: { kind: string; amount: number }[]; myWin: number | null; balance: number };
const table = (round: Round, extra: Partial<Table> = {}): Table => ({ round, roads: [{ no: 1 }, { no: 2 }], myBets: [], myWin: null, balance: 500_000, ...extra });

describe('what the page shows of answers and pushed rounds arriving in any order', () => {
  it('an answer of an earlier round is dropped; of an earlier phase, its player part is kept with the round shown', () => {
    const shown = table({ no: 8, phase: 'dealing', result: null });
    expect(stateToShow(table({ no: 7, phase: 'result', result: 'banker' }), shown, PHASES)).toBeNull();
    const answer = table({ no: 8, phase: 'betting', result: null }, { myBets: [{ kind: 'player', amount: 10_000 }], balance: 490_000 });
    expect(stateToShow(answer, shown, PHASES)).toEqual({ ...answer, round: shown.round });
    const later = table({ no: 8, phase: 'result', result: 'tie' });
    expect(stateToShow(later, shown, PHASES)).toBe(later);
    expect(stateToShow(later, null, PHASES)).toBe(later);
  });

  it('a pushed round behind the one shown is dropped; a new one clears the player part and adds its road entry once', () => {
    const shown = table({ no: 8, phase: 'result', result: 'banker' }, { myBets: [{ kind: 'banker', amount: 20_000 }], myWin: 39_000 });
    expect(roundToShow(shown, { round: { no: 8, phase: 'dealing', result: null }, road: null }, PHASES, 60)).toBeNull();
    const next = roundToShow(shown, { round: { no: 9, phase: 'betting', result: null }, road: { no: 3 } }, PHASES, 3)!;
    expect(next).toEqual({ ...shown, round: { no: 9, phase: 'betting', result: null }, roads: [{ no: 1 }, { no: 2 }, { no: 3 }], myBets: [], myWin: null });
    expect(roundToShow(next, { round: { no: 9, phase: 'dealing', result: null }, road: { no: 3 } }, PHASES, 3)!.roads).toEqual([{ no: 1 }, { no: 2 }, { no: 3 }]);
    expect(roundToShow(next, { round: { no: 10, phase: 'betting', result: null }, road: { no: 4 } }, PHASES, 3)!.roads).toEqual([{ no: 2 }, { no: 3 }, { no: 4 }]);
    // The same round further on keeps the player's bets.
    expect(roundToShow(shown, { round: { no: 8, phase: 'result', result: 'banker' }, road: null }, PHASES, 60)!.myBets).toEqual(shown.myBets);
  });

  it('a result with the player’s bets and no win yet is worth asking again', () => {
    expect(awaitsSettlement(table({ no: 8, phase: 'result', result: 'banker' }, { myBets: [{ kind: 'banker', amount: 1 }] }))).toBe(true);
    expect(awaitsSettlement(table({ no: 8, phase: 'result', result: 'banker' }, { myBets: [{ kind: 'banker', amount: 1 }], myWin: 0 }))).toBe(false);
    expect(awaitsSettlement(table({ no: 8, phase: 'result', result: 'banker' }))).toBe(false);
    expect(awaitsSettlement(table({ no: 8, phase: 'dealing', result: null }, { myBets: [{ kind: 'banker', amount: 1 }] }))).toBe(false);
  });
});
