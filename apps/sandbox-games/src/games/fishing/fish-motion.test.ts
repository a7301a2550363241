import { DAI_DUONG_VANG } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { bulletAt, createSchool, fishAt, fishLength, placeSwimmer, schoolCounts, toSeaPoint, type Swimmer } from './fish-motion.ts';

const swimmer: Swimmer = { key: 0, typeId: 'ca-nho', length: 50, lane: 0.5, speed: 0.1, direction: 1, phase: 0, sway: 0.02 };

describe('the school', () => {
  it('has every fish type of the definition, more small fish than big ones, the same on every screen', () => {
    const school = createSchool(DAI_DUONG_VANG.fish);
    expect(new Set(school.map((s) => s.typeId))).toEqual(new Set(DAI_DUONG_VANG.fish.map((f) => f.id)));
    expect(schoolCounts(DAI_DUONG_VANG.fish)).toEqual([4, 4, 3, 3, 2, 1, 1]);
    expect(createSchool(DAI_DUONG_VANG.fish)).toEqual(school);
    expect(new Set(school.map((s) => s.key)).size).toBe(school.length);
  });

  it('draws a fish bigger the more it is worth', () => {
    expect(fishLength(100)).toBeGreaterThan(fishLength(20));
    expect(fishLength(20)).toBeGreaterThan(fishLength(2));
    expect(fishLength(100) / fishLength(2)).toBeLessThan(4);
  });
});

describe('swimming', () => {
  it('crosses the sea left to right and comes back in after a margin off screen', () => {
    const xs = [0, 2, 4, 6].map((t) => placeSwimmer(swimmer, t, 400, 600).x);
    expect(xs[1]! - xs[0]!).toBeCloseTo(80, 5);
    expect(xs[2]! - xs[1]!).toBeCloseTo(80, 5);
    const margin = 50 / 400 + 0.05;
    const loopSeconds = (1 + 2 * margin) / 0.1;
    expect(placeSwimmer(swimmer, loopSeconds + 1, 400, 600).x).toBeCloseTo(placeSwimmer(swimmer, 1, 400, 600).x, 6);
  });

  it('swims the other way when its direction says so, and stays near its lane', () => {
    const left = { ...swimmer, direction: -1 as const };
    expect(placeSwimmer(left, 2, 400, 600).x).toBeLessThan(placeSwimmer(left, 0, 400, 600).x);
    for (let t = 0; t < 30; t += 0.7) {
      const { y } = placeSwimmer(swimmer, t, 400, 600);
      expect(Math.abs(y - 300)).toBeLessThanOrEqual(0.02 * 600 + 1e-9);
    }
  });

  it('slows down under reduced motion', () => {
    const normal = placeSwimmer(swimmer, 2, 400, 600).x - placeSwimmer(swimmer, 0, 400, 600).x;
    const reduced = placeSwimmer(swimmer, 2, 400, 600, 0.35).x - placeSwimmer(swimmer, 0, 400, 600, 0.35).x;
    expect(reduced).toBeCloseTo(normal * 0.35, 6);
  });
});

describe('aiming', () => {
  const at = (key: number, x: number, y: number, length = 60) => ({ key, placement: { x, y, length, direction: 1 as const, tilt: 0 } });

  it('hits the fish under the tap, the topmost where two overlap, and nothing in open water', () => {
    const fish = [at(1, 100, 100), at(2, 120, 100)];
    expect(fishAt(fish, 75, 100)).toBe(1);
    // Both bodies hold this point: the one drawn last (on top) is hit.
    expect(fishAt(fish, 110, 100)).toBe(2);
    expect(fishAt(fish, 300, 300)).toBeNull();
  });

  it('gives a small fish a finger-sized target', () => {
    expect(fishAt([at(1, 100, 100, 20)], 100, 118)).toBe(1);
    expect(fishAt([at(1, 100, 100, 20)], 100, 125)).toBeNull();
  });

  it('flies the bullet from the cannon to the fish, and maps a tap into the sea', () => {
    const from = { x: 200, y: 580 };
    const to = { x: 300, y: 100 };
    expect(bulletAt(from, to, 0)).toMatchObject(from);
    expect(bulletAt(from, to, 1)).toMatchObject(to);
    expect(bulletAt(from, to, 2)).toMatchObject(to);
    expect(toSeaPoint(150, 260, { left: 10, top: 60 })).toEqual({ x: 140, y: 200 });
  });
});
