import { describe, expect, it } from 'vitest';
import { moveOne } from './move.ts';

describe('moveOne', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps the game with its neighbour, keeping every other place', () => {
    expect(moveOne(ids, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveOne(ids, 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveOne(ids, 'a', 'down')).toEqual(['b', 'a', 'c']);
    expect(moveOne(ids, 'c', 'up')).toEqual(['a', 'c', 'b']);
  });

  it('refuses to move past either end or a game that is not there, and never changes its input', () => {
    expect(moveOne(ids, 'a', 'up')).toBeNull();
    expect(moveOne(ids, 'c', 'down')).toBeNull();
    expect(moveOne(ids, 'x', 'up')).toBeNull();
    expect(moveOne(['a'], 'a', 'down')).toBeNull();
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
