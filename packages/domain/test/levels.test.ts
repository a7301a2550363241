import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEVEL_THRESHOLDS,
  MEMBER_LEVELS,
  assertLevelThresholds,
  levelForAmount,
  levelName,
  progressToNextLevel,
  type LevelThresholds,
} from '../src/index.ts';

describe('levelForAmount', () => {
  it.each([
    [0, 1],
    [249_999, 1],
    [250_000, 2],
    [999_999, 2],
    [1_000_000, 3],
    [4_999_999, 3],
    [5_000_000, 4],
    [14_999_999, 4],
    [15_000_000, 5],
    [2_000_000_000, 5],
  ])('%s VND is level %s', (amount, level) => {
    expect(levelForAmount(amount)).toBe(level);
  });

  it('uses the thresholds of spec §9 by default', () => {
    expect(DEFAULT_LEVEL_THRESHOLDS).toEqual([0, 250_000, 1_000_000, 5_000_000, 15_000_000]);
  });

  it('follows configured thresholds', () => {
    const t: LevelThresholds = [0, 10, 20, 30, 40];
    expect(levelForAmount(9, t)).toBe(1);
    expect(levelForAmount(10, t)).toBe(2);
    expect(levelForAmount(40, t)).toBe(5);
  });

  it('rejects bad thresholds and amounts', () => {
    expect(() => levelForAmount(1, [0, 10, 10, 30, 40])).toThrow(/Invalid level thresholds/);
    expect(() => assertLevelThresholds([0, 1, 2])).toThrow(/Invalid level thresholds/);
    expect(() => assertLevelThresholds([5, 10, 20, 30, 40])).toThrow(/Invalid level thresholds/);
    expect(() => levelForAmount(Number.NaN)).toThrow(/Invalid amount/);
  });

  it('names the levels in Vietnamese', () => {
    expect(MEMBER_LEVELS.map(levelName)).toEqual(['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương']);
  });
});

describe('progressToNextLevel', () => {
  it('starts a level at ratio 0', () => {
    expect(progressToNextLevel(0)).toEqual({ level: 1, nextLevel: 2, next: 250_000, remaining: 250_000, ratio: 0 });
    expect(progressToNextLevel(250_000)).toEqual({
      level: 2,
      nextLevel: 3,
      next: 1_000_000,
      remaining: 750_000,
      ratio: 0,
    });
  });

  it('measures the way through the current level', () => {
    const p = progressToNextLevel(3_000_000);
    expect(p).toMatchObject({ level: 3, next: 5_000_000, remaining: 2_000_000 });
    expect(p.ratio).toBeCloseTo(0.5);
    expect(progressToNextLevel(14_999_999).remaining).toBe(1);
  });

  it('is complete at the top level', () => {
    expect(progressToNextLevel(15_000_000)).toEqual({ level: 5, nextLevel: null, next: null, remaining: 0, ratio: 1 });
  });
});
