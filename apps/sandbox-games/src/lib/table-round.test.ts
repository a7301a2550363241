import { describe, expect, it } from 'vitest';
import { isBehind } from './table-round.ts';

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
