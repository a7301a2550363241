import { describe, expect, it } from 'vitest';
import { faceFor, faceSymbol, hasLanded, planLanding, reelPosition, spinningPosition, type ReelFace, type Spin } from './reel-motion.ts';

const strip = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const spin: Spin = { startedAt: 1000, startPosition: 0, speed: 0.02, rampMs: 200 };

describe('reel faces', () => {
  it('shows the server window at the anchor and the strip around it', () => {
    const face: ReelFace = { anchor: 10, stop: 5, window: ['x', 'y', 'z'] };
    expect([9, 10, 11, 12, 13].map((cell) => faceSymbol(face, strip, cell))).toEqual(['e', 'x', 'y', 'z', 'b']);
    // Far above the window, the strip wraps around both ways.
    expect(faceSymbol(face, strip, 10 - 7)).toBe('f');
    expect(faceSymbol(face, strip, 10 - 13)).toBe('g');
  });
});

describe('reel motion', () => {
  it('travels downwards (the top index falls) and speeds up smoothly', () => {
    expect(spinningPosition(spin, 1000)).toBe(0);
    expect(spinningPosition(spin, 900)).toBe(0);
    expect(spinningPosition(spin, 1100)).toBeCloseTo(-0.5);
    expect(spinningPosition(spin, 1200)).toBeCloseTo(-2);
    expect(spinningPosition(spin, 2200)).toBeCloseTo(-22);
  });

  it('lands on a whole cell, with the answer rolling in from hidden cells only', () => {
    const beginAt = 3500;
    const landing = planLanding(spin, beginAt);
    expect(Number.isInteger(landing.to)).toBe(true);
    expect(landing.from - landing.to).toBeGreaterThanOrEqual(4);
    expect(landing.from - landing.to).toBeLessThan(5);
    // Every cell on screen before the landing (top index ≥ position) is at or below switchCell: old face.
    for (let t = spin.startedAt; t < beginAt; t += 37) {
      expect(Math.floor(reelPosition(spin, landing, t))).toBeGreaterThanOrEqual(landing.switchCell);
    }
    // The whole new window (to … to + 2) lies above switchCell, so it is the new face.
    expect(landing.to + 3).toBeLessThanOrEqual(landing.switchCell);
    expect(reelPosition(spin, landing, beginAt + landing.durationMs)).toBe(landing.to);
    expect(reelPosition(spin, landing, beginAt + landing.durationMs + 500)).toBe(landing.to);
    expect(hasLanded(landing, beginAt + landing.durationMs - 1)).toBe(false);
    expect(hasLanded(landing, beginAt + landing.durationMs)).toBe(true);
  });

  it('keeps the spinning speed as the landing starts (no jerk) and then only slows down', () => {
    const landing = planLanding(spin, 3500);
    const step = 0.5;
    const before = (reelPosition(spin, landing, 3500) - reelPosition(spin, landing, 3500 - step)) / step;
    const after = (reelPosition(spin, landing, 3500 + step) - reelPosition(spin, landing, 3500)) / step;
    expect(after).toBeCloseTo(before, 3);
    let last = reelPosition(spin, landing, 3500);
    for (let t = 3500; t <= 3500 + landing.durationMs; t += 10) {
      const p = reelPosition(spin, landing, t);
      expect(p).toBeLessThanOrEqual(last + 1e-9);
      last = p;
    }
    expect(landing.durationMs).toBeLessThan(1000);
  });

  it('picks the new face only for hidden cells, and only once the landing has begun', () => {
    const landing = planLanding(spin, 3500);
    expect(faceFor('old', 'new', landing, landing.switchCell - 1, 3499)).toBe('old');
    expect(faceFor('old', 'new', landing, landing.switchCell - 1, 3500)).toBe('new');
    expect(faceFor('old', 'new', landing, landing.switchCell, 3600)).toBe('old');
    expect(faceFor('old', null, landing, landing.switchCell - 1, 3600)).toBe('old');
  });
});
