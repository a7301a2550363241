import { describe, expect, it } from 'vitest';
import { BACKGROUND_STYLES } from '../../src/modules/captcha/painters.ts';
import { seededRandom } from '../../src/modules/captcha/random.ts';
import { createScenePool } from '../../src/modules/captcha/scene-pool.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, type Scene } from '../../src/modules/captcha/scene.ts';

describe('scene pool', () => {
  it('renders the first scene at once and fills the rest off the request, every style alike', async () => {
    const pool = createScenePool({ random: seededRandom(1), perStyle: 2 });
    const first = pool.next();
    expect(pool.rendered).toBe(1);
    expect(first.rgb).toHaveLength(SCENE_WIDTH * SCENE_HEIGHT * 3);
    await pool.idle();
    expect(pool.rendered).toBe(10);
    const seen = new Set<Scene>();
    for (let i = 0; i < 200; i++) seen.add(pool.next());
    expect(seen.size).toBe(10);
    const perStyle = BACKGROUND_STYLES.map((style) => [...seen].filter((s) => s.style === style).length);
    expect(perStyle).toEqual([2, 2, 2, 2, 2]);
  });

  it('re-renders its oldest scene once per refreshEvery puzzles, so scenes keep changing', async () => {
    const pool = createScenePool({ random: seededRandom(2), perStyle: 1, refreshEvery: 4 });
    pool.next();
    await pool.idle();
    // The 4th puzzle makes a refresh due; it runs off the request, so these are all original scenes.
    const before = new Set(Array.from({ length: 3 }, () => pool.next()));
    await pool.idle();
    expect(pool.rendered).toBe(6);
    // Five more refreshes replace the whole pool: nothing seen before comes back.
    for (let i = 0; i < 20; i++) pool.next();
    await pool.idle();
    expect(pool.rendered).toBe(11);
    const after = new Set(Array.from({ length: 100 }, () => pool.next()));
    expect([...after].filter((s) => before.has(s))).toEqual([]);
  });

  it('renders nothing while puzzles are cut between refreshes', async () => {
    const pool = createScenePool({ random: seededRandom(3), perStyle: 1, refreshEvery: 1000 });
    pool.next();
    await pool.idle();
    for (let i = 0; i < 500; i++) pool.next();
    await pool.idle();
    expect(pool.rendered).toBe(5);
  });

  it('checks its options', () => {
    const random = seededRandom(4);
    expect(() => createScenePool({ random, perStyle: 0 })).toThrow(RangeError);
    expect(() => createScenePool({ random, refreshEvery: 0.5 })).toThrow(RangeError);
  });
});
