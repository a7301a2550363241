import { fairNorthernDraw, NORTHERN_NUMBER_COUNT, type NorthernDraw } from '@app/domain/lottery';
import { describe, expect, it } from 'vitest';
import { boardColumns, loTable, PRIZE_LABELS, readPrizes, revealSequence } from './board.ts';

const DRAW: NorthernDraw = {
  special: ['12345'],
  first: ['67890'],
  second: ['11111', '22245'],
  third: ['00001', '10002', '20003', '30004', '40005', '50006'],
  fourth: ['1207', '3408', '5609', '7810'],
  fifth: ['0011', '0112', '0213', '0314', '0415', '0516'],
  sixth: ['917', '818', '745'],
  seventh: ['20', '21', '22', '23'],
};

describe('the results board', () => {
  it('labels the prizes the way the board is read', () => {
    expect(Object.values(PRIZE_LABELS)).toEqual(['Giải ĐB', 'Giải 1', 'Giải 2', 'Giải 3', 'Giải 4', 'Giải 5', 'Giải 6', 'Giải 7']);
    expect([1, 2, 3, 4, 6].map(boardColumns)).toEqual([1, 2, 3, 4, 3]);
  });

  it('reveals the 27 numbers in the order drawn, the special prize last', () => {
    const steps = revealSequence();
    expect(steps).toHaveLength(NORTHERN_NUMBER_COUNT);
    expect(steps[0]).toEqual({ prize: 'first', index: 0 });
    expect(steps[1]).toEqual({ prize: 'second', index: 0 });
    expect(steps.at(-1)).toEqual({ prize: 'special', index: 0 });
    expect(steps.at(-2)).toEqual({ prize: 'seventh', index: 3 });
  });

  it('builds the lô table: đuôi per đầu, sorted, repeats kept', () => {
    const table = loTable(DRAW);
    expect(table).toHaveLength(10);
    expect(table[0]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(table[1]).toEqual(['0', '1', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(table[2]).toEqual(['0', '1', '2', '3']);
    expect(table[4]).toEqual(['5', '5', '5']);
    expect(table[9]).toEqual(['0']);
    expect(table.flat()).toHaveLength(NORTHERN_NUMBER_COUNT);
  });

  it('accepts a full draw and refuses a broken one', () => {
    expect(readPrizes(DRAW)).toBe(DRAW);
    expect(readPrizes(fairNorthernDraw('a'.repeat(64), 'ST1-20261127-0751'))).not.toBeNull();
    expect(readPrizes({ ...DRAW, third: ['00001'] })).toBeNull();
    expect(readPrizes({ ...DRAW, seventh: ['2', '21', '22', '23'] })).toBeNull();
    expect(readPrizes(null)).toBeNull();
  });
});
