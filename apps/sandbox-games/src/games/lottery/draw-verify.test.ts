import { serverSeedHash } from '@app/domain';
import { fairNorthernDraw } from '@app/domain/lottery';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from './draw-verify.ts';

const SEED = '3f'.repeat(32);
const DRAW_ID = 'ST1-20261127-0751';

describe('checking a revealed draw in the browser', () => {
  const prizes = fairNorthernDraw(SEED, DRAW_ID);
  const draw = { drawId: DRAW_ID, serverSeed: SEED, serverSeedHash: serverSeedHash(SEED), prizes };

  it('confirms a draw recomputed from its seed and id, and the committed hash', () => {
    expect(verifyDraw(draw)).toEqual({ seedOk: true, prizesOk: true });
    expect(verifyDraw({ ...draw, serverSeedHash: draw.serverSeedHash.toUpperCase() }).seedOk).toBe(true);
  });

  it('catches a changed number, another draw id, and a seed that does not match its hash', () => {
    expect(verifyDraw({ ...draw, prizes: { ...prizes, special: ['00000'] } }).prizesOk).toBe(false);
    expect(verifyDraw({ ...draw, drawId: 'ST1-20261127-0752' })).toEqual({ seedOk: true, prizesOk: false });
    expect(verifyDraw({ ...draw, serverSeedHash: serverSeedHash('ab'.repeat(32)) })).toEqual({ seedOk: false, prizesOk: true });
    expect(verifyDraw({ ...draw, serverSeed: 'nope' })).toEqual({ seedOk: false, prizesOk: false });
  });
});
